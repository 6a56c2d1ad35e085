// What an order asks of the guest on the payment page and the confirmation: whether it can be paid
// at all, what is due now (the deposit when the venue set one, else the total) and what is left to
// pay at the venue (docs/product.md#payment-and-confirmation). The venue decides the amounts; this
// only reads them, so the page can never show one figure and charge another.
import { addMinor, minMinor, subtractMinor, ZERO_MINOR, type Minor } from '../money/minor-units';
import type { PayableOrder } from './payment.port';

export interface PaymentFigures {
  /** The order's total as charged online. */
  readonly total: Minor;
  /** What the payment charges: the order's amount due. */
  readonly dueNow: Minor;
  /** dueNow is a deposit, and the rest of the total is paid at the venue. */
  readonly isDeposit: boolean;
  /** Tax and service charge the venue takes on location (bottle orders on location), 0 otherwise. */
  readonly onLocationCharge: Minor;
  /** Everything the guest still pays at the venue: the rest after a deposit plus the on-location charge. */
  readonly atVenue: Minor;
}

export type OrderPaymentState =
  | { readonly kind: 'payable'; readonly figures: PaymentFigures }
  | { readonly kind: 'paid' }
  | { readonly kind: 'cancelled' }
  /** No price (a reservation, a venue booking) or nothing due. */
  | { readonly kind: 'nothingToPay' };

type PricedOrder = Pick<PayableOrder, 'total' | 'amountDue' | 'breakdown'>;

/**
 * Tax and service charge paid at the venue. The venue's own figure on the order wins; `stored` (what
 * the bottle checkout kept, stored-location-charge.ts) stands in only for a venue that sends none.
 */
export function onLocationChargeOf(order: Pick<PayableOrder, 'breakdown'>, stored: Minor | null = null): Minor {
  const breakdown = order.breakdown ?? null;
  if (breakdown === null) return stored ?? ZERO_MINOR;
  return breakdown.onLocation === null ? ZERO_MINOR : addMinor(breakdown.onLocation.tax.amount, breakdown.onLocation.service.amount);
}

/** The amounts of an order with a price; null for kinds without one. One rule for payment page, confirmation and invoice. */
export function paymentFigures(order: PricedOrder, storedOnLocationCharge: Minor | null = null): PaymentFigures | null {
  if (order.total === null) return null;
  const dueNow = order.amountDue ?? order.total;
  const rest = subtractMinor(order.total, dueNow);
  const onLocation = onLocationChargeOf(order, storedOnLocationCharge);
  return { total: order.total, dueNow, isDeposit: rest > 0, onLocationCharge: onLocation, atVenue: addMinor(rest, onLocation) };
}

/** Whether the payment page offers a form for this order, and with which figures. */
export function paymentStateOf(
  order: Pick<PayableOrder, 'status' | 'total' | 'amountDue' | 'breakdown'>,
  onLocationCharge: Minor | null = null,
): OrderPaymentState {
  if (order.status === 'Paid') return { kind: 'paid' };
  if (order.status === 'Cancelled') return { kind: 'cancelled' };
  const figures = paymentFigures(order, onLocationCharge);
  if (figures === null || figures.dueNow === 0) return { kind: 'nothingToPay' };
  return { kind: 'payable', figures };
}

/** Which figure a row is; the page words it by this key (docs/architecture.md#languages). */
export type SummaryRowKey =
  | 'subtotal'
  | 'tax'
  | 'service'
  | 'discount'
  | 'promoter'
  | 'total'
  | 'taxAtVenue'
  | 'serviceAtVenue'
  | 'dueNow'
  | 'depositDueNow'
  | 'paid'
  | 'depositPaid'
  | 'atVenue';

export interface SummaryRow {
  readonly key: SummaryRowKey;
  /** The rate the row's label names ("Tax (8%)"); null when the venue gave none or the row has none. */
  readonly percent: number | null;
  readonly amount: Minor;
  /** Shown as a negative amount (a discount). */
  readonly negative?: boolean;
}

/** Why part of the order is paid at the venue: the rest after a deposit, the on-location charges, or both. */
export type AtVenueNote = 'restWithCharges' | 'rest' | 'charges';

const row = (key: SummaryRowKey, amount: Minor, percent: number | null | undefined = null): SummaryRow => ({
  key,
  percent: percent ?? null,
  amount,
});

/**
 * The order's own figures, as the venue priced it: the rows a guest checks before paying. With the
 * venue's breakdown each line carries its rate and the promoter discount stands apart from the
 * venue's own discount, as the bottle checkout shows them.
 */
export function orderSummaryRows(
  order: Pick<PayableOrder, 'subTotal' | 'tax' | 'serviceCharge' | 'discount' | 'total' | 'breakdown'>,
): readonly SummaryRow[] {
  if (order.total === null) return [];
  const breakdown = order.breakdown ?? null;
  const rows: SummaryRow[] = [row('subtotal', order.subTotal)];
  if (order.tax > 0) rows.push(row('tax', order.tax, breakdown?.taxPercent));
  if (order.serviceCharge > 0) rows.push(row('service', order.serviceCharge, breakdown?.servicePercent));
  const promoter = breakdown === null ? ZERO_MINOR : minMinor(breakdown.promoterDiscount, order.discount);
  const own = subtractMinor(order.discount, promoter);
  if (own > 0) rows.push({ ...row('discount', own, breakdown?.discountPercent), negative: true });
  if (promoter > 0) rows.push({ ...row('promoter', promoter), negative: true });
  rows.push(row('total', order.total));
  return rows;
}

/** The tax and service charge paid at the venue, each with its rate (empty when none). */
export function atVenueChargeRows(order: Pick<PayableOrder, 'breakdown'>): readonly SummaryRow[] {
  const onLocation = order.breakdown?.onLocation ?? null;
  if (onLocation === null) return [];
  return [
    row('taxAtVenue', onLocation.tax.amount, onLocation.tax.percent),
    row('serviceAtVenue', onLocation.service.amount, onLocation.service.percent),
  ].filter((r) => r.amount > 0);
}

/** Due now and at the venue, before the payment ('due') or after it ('paid'). */
export function dueRows(figures: PaymentFigures, phase: 'due' | 'paid'): readonly SummaryRow[] {
  const now =
    phase === 'due'
      ? row(figures.isDeposit ? 'depositDueNow' : 'dueNow', figures.dueNow)
      : row(figures.isDeposit ? 'depositPaid' : 'paid', figures.dueNow);
  return figures.atVenue > 0 ? [now, row('atVenue', figures.atVenue)] : [now];
}

/** Says why part of the order is paid at the venue; null when nothing is. */
export function atVenueNote(figures: PaymentFigures): AtVenueNote | null {
  const onLocation = figures.onLocationCharge > 0;
  if (figures.isDeposit && onLocation) return 'restWithCharges';
  if (figures.isDeposit) return 'rest';
  if (onLocation) return 'charges';
  return null;
}
