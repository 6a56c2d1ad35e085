// Core's confirmation codes in the guest's language (docs/architecture.md#languages): what the page says per kind of
// order and outcome, and where the buyer's mail went.
import type { ConfirmationText } from '@venue/core/payment/confirmation';
import type { PayableOrderType } from '@venue/core/payment/payable-order-types';
import * as m from '~messages/confirmation';
import * as pm from '~messages/payment';

export const confirmationWords = {
  bottles: { title: m.bottlesTitle, message: m.bottlesMessage },
  tickets: { title: m.ticketsTitle, message: m.ticketsMessage },
  food: { title: m.foodTitle, message: m.foodMessage },
  'gift-cards': { title: m.giftCardTitle, message: m.giftCardMessage },
  reservations: { title: m.reservationTitle, message: m.reservationMessage },
  bookings: { title: m.bookingTitle, message: m.bookingMessage },
  'coat-check': { title: m.coatCheckTitle, message: m.coatCheckMessage },
  talent: { title: m.talentTitle, message: m.talentMessage },
  generic: { title: m.genericTitle, message: m.genericMessage },
  pendingReservation: { title: m.pendingReservationTitle, message: m.pendingReservationMessage },
  unpaid: { title: m.unpaidTitle, message: m.unpaidMessage },
  unknownOrder: { title: pm.unknownOrderTitle, message: pm.unknownOrderMessage },
  cancelled: { title: pm.cancelledTitle, message: pm.cancelledMessage },
} satisfies Record<ConfirmationText, { readonly title: string; readonly message: string }>;

/** "We sent your … to {address}.", per kind of order. */
export const mailedWords = {
  tickets: m.mailedTickets,
  bottles: m.mailedBottles,
  food: m.mailedFood,
  'gift-cards': m.mailedGiftCard,
  reservations: m.mailedReservation,
  bookings: m.mailedBooking,
  'coat-check': m.mailedCoatCheck,
} satisfies Record<PayableOrderType, <T>(address: T) => (string | T)[]>;
