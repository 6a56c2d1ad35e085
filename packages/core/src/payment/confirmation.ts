// The Confirmation page (/confirmation?type=...&orderId=...), one for every flow: what happened in
// plain words, per type, and for an order its number, its figures and, once paid, its invoice
// (docs/product.md#payment-and-confirmation). The texts are ours: the brief leaves them open.
import { ORDER_SECRET_PARAM } from '../orders/order-secret-param';
import type { Query } from '../routing/query';
import { pathTo, paymentHref, withSecret } from '../routing/routes';
import { paymentFigures, paymentStateOf, type PaymentFigures } from './payment-due';
import { payableOrderTypes, type PayableOrderType } from './payable-order-types';
import type { PayableOrder } from './payment.port';
import { paymentTexts } from './payment-texts';

export const confirmationTypes = [...payableOrderTypes, 'talent'] as const;
export type ConfirmationType = (typeof confirmationTypes)[number];

export interface ConfirmationText {
  readonly title: string;
  readonly message: string;
}

export const confirmationTexts: Readonly<Record<ConfirmationType, ConfirmationText>> = {
  bottles: {
    title: 'Your bottle service is booked',
    message:
      'Thank you! Your table and bottles are reserved for the night you chose. Please bring a photo ID matching the name on the order and the card you paid with.',
  },
  tickets: {
    title: 'Your tickets are booked',
    message: 'Thank you! Each guest shows their own code at the door. We look forward to seeing you.',
  },
  food: { title: 'Your food order is in', message: 'Thank you! The kitchen has your order and will deliver it to the address you gave.' },
  'gift-cards': {
    title: 'Your gift card is paid',
    message: 'Thank you! Keep the order number below: it is the reference of this gift card at the venue.',
  },
  reservations: { title: 'Thank you for your reservation', message: 'We have your table reservation and look forward to seeing you.' },
  bookings: {
    title: 'Thank you for your booking request',
    message: 'We have your request to book the venue. Our team will contact you to confirm the details.',
  },
  'coat-check': {
    title: 'Your coat check is paid',
    message: 'Thank you! Show your claim ticket at the coat check desk to collect your items.',
  },
  talent: {
    title: 'Thank you for your submission',
    message: 'Our team reviews every talent submission and will get in touch if there is a fit.',
  },
};

/** A missing or unknown type: nothing is claimed about what happened. */
export const genericConfirmation: ConfirmationText = { title: 'Thank you', message: 'See what is on next, or go back to the home page.' };

/** A reservation still waiting for its second step is not reserved yet: its confirmation says so, not "thank you". */
export const pendingReservationConfirmation: ConfirmationText = {
  title: 'Not yet reserved',
  message: 'This reservation waits for you to confirm it: until then the table is only held for a short time.',
};

export const unpaidConfirmation: ConfirmationText = {
  title: 'This order is not paid yet',
  message: 'Your order is saved, but its payment has not gone through.',
};

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
  const text = request.type === null ? genericConfirmation : confirmationTexts[request.type];
  if (order === null)
    return { kind: 'unknownOrder', text: { title: paymentTexts.unknownOrderTitle, message: paymentTexts.unknownOrderMessage } };
  if (order === undefined || request.order === null) return { kind: 'done', text, order: null, figures: null, invoiceHref: null };
  const state = paymentStateOf(order);
  if (state.kind === 'cancelled')
    return {
      kind: 'cancelled',
      text: { title: paymentTexts.cancelledTitle, message: paymentTexts.cancelledMessage },
      order,
      figures: null,
    };
  if (state.kind === 'payable') {
    const payHref = paymentHref(request.order.orderType, order.orderId, request.order.orderSecret);
    return { kind: 'unpaid', text: unpaidConfirmation, order, figures: state.figures, payHref };
  }
  const file = invoiceFileOf(order.invoice);
  // An order with nothing due (free tickets) was never paid: its figures, but no "Paid" row.
  const figures = state.kind === 'nothingToPay' ? null : paymentFigures(order);
  const pending = request.order.orderType === 'reservations' && order.status === 'Pending';
  return {
    kind: 'done',
    text: pending ? pendingReservationConfirmation : text,
    order,
    figures,
    invoiceHref: file === null ? null : invoiceViewHref(file, request.order.orderSecret),
  };
}
