// The Confirmation page (/confirmation?type=...&orderId=...), one for every flow: what happened in
// plain words, per type, and for an order its number, its figures and, once paid, its invoice
// (docs/product.md#payment-and-confirmation). Core names what to say; the site's catalogs word it.
import { ORDER_SECRET_PARAM } from '../orders/order-secret-param';
import type { Query } from '../routing/query';
import { pathTo, paymentHref, withSecret } from '../routing/routes';
import { paymentFigures, paymentStateOf, type PaymentFigures } from './payment-due';
import { payableOrderTypes, type PayableOrderType } from './payable-order-types';
import type { PayableOrder } from './payment.port';

export const confirmationTypes = [...payableOrderTypes, 'talent'] as const;
export type ConfirmationType = (typeof confirmationTypes)[number];

/**
 * What the page says, as a code the site words (docs/architecture.md#languages): the kind of order (or talent
 * submission) done; `generic` for a missing or unknown type, which claims nothing about what happened;
 * `pendingReservation` for a reservation still waiting for its second step (not reserved yet, so no "thank you");
 * `unpaid`, `unknownOrder` and `cancelled` for an order in those states.
 */
export type ConfirmationText = ConfirmationType | 'generic' | 'pendingReservation' | 'unpaid' | 'unknownOrder' | 'cancelled';

export interface ConfirmationRequest {
  readonly type: ConfirmationType | null;
  /**
   * Set only for an order type with an order id: the order to look up, and the buyer's order secret when the address
   * carries it (the guests' codes and the invoice's code pages answer only with it, docs/product.md#codes-for-guests).
   */
  readonly order: { readonly orderType: PayableOrderType; readonly orderId: string; readonly orderSecret: string | null } | null;
}

const isConfirmationType = (value: string): value is ConfirmationType => (confirmationTypes as readonly string[]).includes(value);
const isPayableType = (value: string): value is PayableOrderType => (payableOrderTypes as readonly string[]).includes(value);

export function confirmationRequestFrom(query: Query): ConfirmationRequest {
  const type = query.type !== undefined && isConfirmationType(query.type) ? query.type : null;
  const orderId = query.orderId?.trim() ?? '';
  const orderSecret = query[ORDER_SECRET_PARAM]?.trim() || null;
  return { type, order: type !== null && isPayableType(type) && orderId !== '' ? { orderType: type, orderId, orderSecret } : null };
}

/** /view/{file}, with the buyer's order secret when known: the viewer asks the invoice with it, code pages included. */
export const invoiceViewHref = (file: string, orderSecret: string | null): string => withSecret(pathTo('pdfViewer', { file }), orderSecret);

/** `invoices/pdf/{file}` (the order's invoice path) to the file name /view/{file} shows. */
export function invoiceFileOf(invoice: string | null): string | null {
  if (invoice === null) return null;
  const file = invoice.split('/').pop() ?? '';
  return file === '' ? null : file;
}

export type ConfirmationView =
  | {
      readonly kind: 'done';
      readonly text: ConfirmationText;
      readonly order: PayableOrder | null;
      readonly figures: PaymentFigures | null;
      readonly invoiceHref: string | null;
    }
  | {
      readonly kind: 'unpaid';
      readonly text: ConfirmationText;
      readonly order: PayableOrder;
      readonly figures: PaymentFigures | null;
      readonly payHref: string;
    }
  | { readonly kind: 'cancelled'; readonly text: ConfirmationText; readonly order: PayableOrder; readonly figures: null }
  | { readonly kind: 'unknownOrder'; readonly text: ConfirmationText };

/**
 * What the page shows. `order` is the looked-up order: undefined when none was asked for or it could
 * not load (the flow's own words are shown), null when the venue has no such order.
 */
export function confirmationView(request: ConfirmationRequest, order: PayableOrder | null | undefined): ConfirmationView {
  const text: ConfirmationText = request.type ?? 'generic';
  if (order === null) return { kind: 'unknownOrder', text: 'unknownOrder' };
  if (order === undefined || request.order === null) return { kind: 'done', text, order: null, figures: null, invoiceHref: null };
  const state = paymentStateOf(order);
  if (state.kind === 'cancelled') return { kind: 'cancelled', text: 'cancelled', order, figures: null };
  if (state.kind === 'payable') {
    const payHref = paymentHref(request.order.orderType, order.orderId, request.order.orderSecret);
    return { kind: 'unpaid', text: 'unpaid', order, figures: state.figures, payHref };
  }
  const file = invoiceFileOf(order.invoice);
  // An order with nothing due (free tickets) was never paid: its figures, but no "Paid" row.
  const figures = state.kind === 'nothingToPay' ? null : paymentFigures(order);
  const pending = request.order.orderType === 'reservations' && order.status === 'Pending';
  return {
    kind: 'done',
    text: pending ? 'pendingReservation' : text,
    order,
    figures,
    invoiceHref: file === null ? null : invoiceViewHref(file, request.order.orderSecret),
  };
}
