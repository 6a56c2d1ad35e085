// Where the reservation pages lead (docs/product.md#reservations-and-venue-booking): a new reservation, once
// the venue created and answered it, goes to its checkout; the checkout shows what the status allows.
import type { OrderDetails } from '../orders/order.schema';
import { stringifyQuery } from '../routing/query';
import { confirmationHref, pathTo, withSecret } from '../routing/routes';
import { cancelKeyQuery, type ReservationCancelKey } from './reservation-cancel-key';
import { wasReleased } from './reservation-hold';
import type { Reservation } from './reservation.schema';

/**
 * The checkout of the reservation the order flow created, once the venue answered it; else null. The order secret
 * of the create's answer goes along, for the table's code on the confirmation (docs/product.md#codes-for-guests).
 */
export function createdReservationPath(snapshot: {
  readonly matches: (state: 'reviewing') => boolean;
  readonly context: { readonly order: Pick<OrderDetails, 'orderId'> | null; readonly orderSecret: string | null };
}): string | null {
  const order = snapshot.context.order;
  if (!snapshot.matches('reviewing') || order === null) return null;
  return withSecret(pathTo('ReservationCheckout', { reservationId: order.orderId }), snapshot.context.orderSecret);
}

/**
 * What the checkout offers: Confirm for a new one, the confirmation for a confirmed one, nothing for a cancelled one,
 * and for one released because nobody confirmed it in time, why (booking/reservation-hold.ts).
 */
export type ReservationCheckoutView = 'confirm' | 'confirmed' | 'cancelled' | 'released';

export function reservationCheckoutView(
  reservation: Pick<Reservation, 'status'> & { readonly holdUntil?: string | null | undefined },
): ReservationCheckoutView {
  const holdUntil = reservation.holdUntil ? new Date(reservation.holdUntil) : null;
  if (wasReleased({ status: reservation.status, holdUntil })) return 'released';
  if (reservation.status === 'Cancelled') return 'cancelled';
  return reservation.status === 'Pending' ? 'confirm' : 'confirmed';
}

export const reservationConfirmationHref = (reservationId: string, orderSecret: string | null = null): string =>
  confirmationHref('reservations', reservationId, orderSecret);

/** /reservation/{id}, the change page, carrying the buyer's order secret on to the confirmation it links back to. */
export const reservationEditHref = (reservationId: string, orderSecret: string | null = null): string =>
  withSecret(pathTo('UpdateReservation', { reservationId }), orderSecret);

/** /cancel-reservation/{id}, with the guest's key (the order secret, or a mailed link's key) when known. */
export const reservationCancelHref = (reservationId: string, key: ReservationCancelKey | null): string =>
  pathTo('CancelReservation', { reservationId }) + stringifyQuery(cancelKeyQuery(key));
