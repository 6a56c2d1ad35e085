// Where the reservation pages lead (docs/product.md#reservations-and-venue-booking): a new reservation, once
// the venue created and answered it, goes to its checkout; the checkout shows what the status allows.
import type { OrderDetails } from '../orders/order.schema';
import { confirmationHref, pathTo } from '../routing/routes';
import type { Reservation } from './reservation.schema';

/** The checkout of the reservation the order flow created, once the venue answered it; else null. */
export function createdReservationPath(snapshot: {
  readonly matches: (state: 'reviewing') => boolean;
  readonly context: { readonly order: Pick<OrderDetails, 'orderId'> | null };
}): string | null {
  const order = snapshot.context.order;
  return snapshot.matches('reviewing') && order !== null ? pathTo('ReservationCheckout', { reservationId: order.orderId }) : null;
}

/** What the checkout offers: Confirm for a new one, the confirmation for a confirmed one, nothing for a cancelled one. */
export type ReservationCheckoutView = 'confirm' | 'confirmed' | 'cancelled';

export function reservationCheckoutView(status: Reservation['status']): ReservationCheckoutView {
  if (status === 'Cancelled') return 'cancelled';
  return status === 'Pending' ? 'confirm' : 'confirmed';
}

export const reservationConfirmationHref = (reservationId: string): string => confirmationHref('reservations', reservationId);
