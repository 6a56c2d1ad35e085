// Turns the selection stored by the bottle page into the order the checkout shows, against the
// catalog and settings loaded now. If they disagree, the selection is out of date: the guest must
// not pay prices or a minimum they were never shown.
import type { CalendarDate } from '../dates/calendar-date';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import type { VisibleCategory } from './bottle-catalog';
import { priceBottleOrder, pricingLines, type BottleQuote } from './bottle-pricing';
import type { StoredBottleSelection, StoredSelectionError } from './bottle-storage';
import { cartLines, type Cart, type CartLine } from './cart';
import type { PromoterDiscount } from './promoter-discount.schema';

export interface CheckoutOrder {
  readonly guests: number;
  readonly date: CalendarDate;
  readonly time: string;
  readonly cart: Cart;
  readonly lines: readonly CartLine[];
}

export type OutOfDateReason =
  'no-selection' | 'bottle-unavailable' | 'price-changed' | 'minimum-changed' | 'minimum-not-met' | 'invalid-settings';

export function prepareBottleCheckout(
  stored: Result<StoredBottleSelection, StoredSelectionError>,
  catalog: readonly VisibleCategory[],
  settings: FinancialSettings,
): Result<CheckoutOrder, OutOfDateReason> {
  if (!stored.ok) return err('no-selection');
  const selection = stored.value;
  const lines = cartLines(selection.cart, catalog);
  if (!lines.ok) return err('bottle-unavailable');
  const quote = priceBottleOrder({ lines: pricingLines(lines.value), guests: selection.guests, settings, promoter: null });
  if (!quote.ok) return err('invalid-settings');
  if (quote.value.subtotal !== selection.subtotal) return err('price-changed');
  if (quote.value.tableMinimum !== selection.tableMinimum) return err('minimum-changed');
  if (!quote.value.canCheckout) return err('minimum-not-met');
  return ok({ guests: selection.guests, date: selection.date, time: selection.time, cart: selection.cart, lines: lines.value });
}

/** The quote of a prepared order; it priced once already, so a failure now is a bug. */
export function checkoutQuote(order: CheckoutOrder, settings: FinancialSettings, promoter: PromoterDiscount | null): BottleQuote {
  const quote = priceBottleOrder({ lines: pricingLines(order.lines), guests: order.guests, settings, promoter });
  if (!quote.ok) throw new Error(`A prepared bottle order no longer prices: ${quote.error.reason} ${quote.error.detail}`);
  return quote.value;
}
