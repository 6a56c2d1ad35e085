// The mails of a private venue booking (docs/product.md#mail): the guest hears that the request arrived and the
// venue's staff get it, when it is made; the guest hears again once it is confirmed (or its deposit paid).
import type { MailOrder } from './mail-order';
import type { MailRequest } from './mail-request';
import { aboutOrder, addressIn, mailTo, toEachStaff } from './mail-recipients';

export function mailsForBookingRequest(order: MailOrder, staffEmails: readonly string[]): MailRequest[] {
  const guest = addressIn(order.payload, 'clientEmail');
  return [
    ...(guest === undefined ? [] : [mailTo('booking-received', guest, aboutOrder(order.id))]),
    ...toEachStaff('staff-booking-request', aboutOrder(order.id), staffEmails),
  ];
}

/** Once per booking, however often it is confirmed again or its deposit's payment retried; a paid deposit has an invoice. */
export function mailsForBookingConfirmed(order: MailOrder, depositPaid: boolean): MailRequest[] {
  const guest = addressIn(order.payload, 'clientEmail');
  const attachments = depositPaid ? (['invoice', 'calendar'] as const) : (['calendar'] as const);
  return guest === undefined ? [] : [mailTo('booking-confirmed', guest, aboutOrder(order.id), { attachments })];
}
