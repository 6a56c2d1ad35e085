// "We sent your tickets to d…@example.com" (docs/product.md#payment-and-confirmation): said only when the venue's answer
// carries `mailedTo`, the masked address of the mail it queued for the order's buyer. A venue whose backend sends no
// mail leaves the field out, and the page says nothing of mail.
import type { GuestMailKind } from '../mail/mail-request';
import type { PayableOrderType } from './payable-order-types';

/** The buyer's mail of each kind of order: the one whose queueing the answer tells. */
export const buyerMailOf: Readonly<Record<PayableOrderType, GuestMailKind>> = {
  tickets: 'ticket-order-paid',
  bottles: 'bottle-order-paid',
  food: 'food-order-paid',
  'gift-cards': 'gift-card-receipt',
  reservations: 'reservation-confirmed',
  bookings: 'booking-received',
  'coat-check': 'coat-check-claim',
};

/** The masked address the venue says it mailed the buyer's mail to, or null when it says nothing; the site words it per kind. */
export function mailedToNote(mailedTo: string | undefined): string | null {
  return mailedTo === undefined || mailedTo === '' ? null : mailedTo;
}
