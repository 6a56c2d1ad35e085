// The all-in estimate beside the bottle page's running total (docs/product.md#bottle-service): what the guest will pay
// for this selection, tax and mandatory service charge included and the venue's bottles discount taken off, so the
// checkout's Total is no surprise. It is the checkout's own quote (bottle-pricing.ts) for the same bottles and
// settings: its Total, plus the tax and service charge paid at the venue when Bottles carries neither online. A
// promoter code, entered only at the checkout, can only lower it: hence "about" (the page's words).
import { addMinor, ZERO_MINOR, type Minor } from '../money/minor-units';
import type { BottleQuote } from './bottle-pricing';

export interface BottleEstimate {
  /** The checkout's Total, plus what is paid on location. */
  readonly amount: Minor;
  readonly tax: boolean;
  readonly service: boolean;
  /** The bottles discount's percent, when there is one. */
  readonly discountPercent: number | null;
}

/** Null while no bottle is chosen, and when nothing is added to or taken off the running total. */
export function bottleEstimate(quote: BottleQuote): BottleEstimate | null {
  if (quote.subtotal === 0) return null;
  const onLocation = quote.onLocation;
  const tax = (quote.tax?.amount ?? ZERO_MINOR) > 0 || (onLocation?.tax ?? ZERO_MINOR) > 0;
  const service = (quote.service?.amount ?? ZERO_MINOR) > 0 || (onLocation?.service ?? ZERO_MINOR) > 0;
  const discountPercent = quote.discount !== null && quote.discount.amount > 0 ? quote.discount.percent : null;
  if (!tax && !service && discountPercent === null) return null;
  return { amount: addMinor(quote.total, onLocation?.amount ?? ZERO_MINOR), tax, service, discountPercent };
}
