// The mails an order causes when it becomes settled: paid, or confirmed with nothing to pay online (a reservation,
// free tickets, a booking without deposit) (docs/product.md#mail). The caller writes them in the same transaction
// as the payment or confirmation, so a second payment call, webhook or confirm for the same order adds none.
import { mailsForBookingConfirmed } from './booking-mails';
import type { MailOrder } from './mail-order';
import type { MailAttachmentKind, MailRequest } from './mail-request';
import { aboutOrder, addressIn, mailTo } from './mail-recipients';
import { mailsForReservationConfirmed, type ReservationMailSettings } from './reservation-mails';
import { mailsForPaidTickets } from './ticket-mails';

export interface SettledOrder extends MailOrder {
  /** Paid online (an invoice exists), rather than confirmed with nothing to pay. */
  readonly paid: boolean;
}

/** What travels with a buyer's mail: the invoice once something was paid, the night's calendar entry where there is one. */
export const buyerAttachments = (paid: boolean, calendar: boolean): MailAttachmentKind[] => [
  ...(paid ? (['invoice'] as const) : []),
  ...(calendar ? (['calendar'] as const) : []),
];

const buyerMail = (
  order: SettledOrder,
  kind: 'bottle-order-paid' | 'food-order-paid' | 'coat-check-claim',
  calendar: boolean,
): MailRequest[] => {
  const buyer = addressIn(order.payload, 'clientEmail');
  return buyer === undefined ? [] : [mailTo(kind, buyer, aboutOrder(order.id), { attachments: buyerAttachments(order.paid, calendar) })];
};

/** The buyer's receipt, and the card itself to the friend it is for. */
function giftCardMails(order: MailOrder): MailRequest[] {
  const sender = addressIn(order.payload, 'senderEmail');
  const recipient = addressIn(order.payload, 'recipientEmail');
  return [
    ...(sender === undefined ? [] : [mailTo('gift-card-receipt', sender, aboutOrder(order.id), { attachments: ['invoice'] })]),
    ...(recipient === undefined ? [] : [mailTo('gift-card-to-recipient', recipient, aboutOrder(order.id))]),
  ];
}

export function mailsForSettledOrder(order: SettledOrder, settings: ReservationMailSettings): MailRequest[] {
  switch (order.kind) {
    case 'tickets':
      return mailsForPaidTickets(order, buyerAttachments(order.paid, true));
    case 'bottles':
      return buyerMail(order, 'bottle-order-paid', true);
    case 'food':
      return order.paid ? buyerMail(order, 'food-order-paid', false) : [];
    case 'gift-cards':
      return order.paid ? giftCardMails(order) : [];
    case 'reservations':
      return mailsForReservationConfirmed(order, settings);
    case 'bookings':
      return mailsForBookingConfirmed(order, order.paid);
    case 'coat-check':
      // Its address is optional (orders/coatcheck.schema.ts): without one, the ticket is on the guest's screen only.
      return order.paid ? buyerMail(order, 'coat-check-claim', false) : [];
    default:
      return [];
  }
}
