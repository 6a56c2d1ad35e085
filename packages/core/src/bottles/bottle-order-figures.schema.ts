// The amounts of a bottle order as the venue computed them. The venue sends them back when it
// refuses an order whose figures do not match its own (422 `total_mismatch`, in `error.details`)
// or whose selection is out of date (409), and as the answer of the price check (bottles-group),
// so the site can show the correct figures instead of guessing. Money in the major unit on the
// wire, Minor once decoded; every row follows docs/pricing.md.
import { Schema } from 'effect';
import { USUAL_EXPONENT, type MinorExponent } from '../money/currency-exponent';
import { isMinor, type Minor } from '../money/minor-units';
import type { ApiError } from '../shared/api-error';
import { decodeWith } from '../shared/decode';
import type { BottleQuote } from './bottle-pricing';
import { moneyFromMajorIn } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';

/** The figures' schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const bottleFiguresSchemasIn = perExponent((exponent) => {
  const Money = moneyFromMajorIn(exponent);
  const BottleOrderFigures = Schema.Struct({
    /** SUB TOTAL. */
    subTotal: Money,
    /** Tax charged online; 0 when Bottles is not taxed. */
    tax: Money,
    /** Service charged online; 0 when Bottles is not service-charged. */
    service: Money,
    /** The bottles discount. */
    discount: Money,
    /** The promoter discount granted (after the cap). */
    promoterDiscount: Money,
    /** What is charged online. */
    totalPrice: Money,
    /** Per-person minimum x guests. */
    tableMinimum: Money,
    /** max(0, tableMinimum - subTotal). */
    remaining: Money,
    depositDueNow: Schema.NullOr(Money),
    /** Tax and service paid at the venue, when Bottles is in neither item list. */
    locationPrice: Schema.NullOr(Money),
  });

  /** The answer of the price check (POST bottles-group). */
  const BottleOrderFiguresResponse = Schema.Struct({ data: BottleOrderFigures });
  return {
    BottleOrderFigures,
    BottleOrderFiguresResponse,
    decodeDetails: decodeWith(BottleOrderFigures, 'bottle order error details'),
  };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { BottleOrderFigures, BottleOrderFiguresResponse } = bottleFiguresSchemasIn(USUAL_EXPONENT);
export type BottleOrderFigures = typeof BottleOrderFigures.Type;

/** The figures of a quote, or null when one of them is beyond the largest amount the wire carries. */
export function figuresOfQuote(quote: BottleQuote): BottleOrderFigures | null {
  const figures: BottleOrderFigures = {
    subTotal: quote.subtotal,
    tax: quote.tax?.amount ?? (0 as Minor),
    service: quote.service?.amount ?? (0 as Minor),
    discount: quote.discount?.amount ?? (0 as Minor),
    promoterDiscount: quote.promoterDiscount,
    totalPrice: quote.total,
    tableMinimum: quote.tableMinimum,
    remaining: quote.remaining,
    depositDueNow: quote.depositDueNow,
    locationPrice: quote.onLocation?.amount ?? null,
  };
  // Minor arithmetic allows sums above one amount's limit; the wire does not.
  return Object.values(figures).every((amount) => amount === null || isMinor(amount)) ? figures : null;
}

/** The venue's figures carried by a refused bottle order (`error.details`) in a currency with `exponent` decimals, or null when there are none. */
export function bottleOrderFiguresOf(error: ApiError, exponent: MinorExponent): BottleOrderFigures | null {
  if (error._tag !== 'HttpError' || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as { error?: { details?: unknown } };
  const decoded = bottleFiguresSchemasIn(exponent).decodeDetails(body.error?.details);
  return decoded.ok ? decoded.value : null;
}
