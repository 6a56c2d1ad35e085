// How long a reservation waiting for its second step holds its table (docs/product.md#reservations-and-venue-booking):
// from `Reserve` until the venue's hold runs out. Then it is released: cancelled, no longer counted against the
// night, and it can no longer be confirmed. A released reservation keeps its holdUntil, which tells it apart from
// one the guest cancelled (whose holdUntil is cleared).
import type { OrderStatusLabel } from '../orders/order-response.schema';
import type { ReservationPolicy } from './reservation-policy';

/** A reservation as its hold and its night's count see it. */
export interface HeldReservation {
  readonly status: OrderStatusLabel;
  /** Until when a Pending reservation holds its table; null once confirmed or cancelled by the guest. */
  readonly holdUntil: Date | null;
}

/** Until when a reservation made at `createdAt` holds its table unconfirmed. */
export const holdUntilOf = (createdAt: Date, policy: Pick<ReservationPolicy, 'holdMinutes'>): Date =>
  new Date(createdAt.getTime() + policy.holdMinutes * 60_000);

/** Whether a Pending reservation's hold has run out at `now` (its last instant included), so it is to be released. */
export const holdIsOver = (reservation: HeldReservation, now: Date): boolean =>
  reservation.status === 'Pending' && reservation.holdUntil !== null && reservation.holdUntil.getTime() <= now.getTime();

/** Whether the reservation was released for want of confirmation, rather than cancelled by its guest. */
export const wasReleased = (reservation: HeldReservation): boolean => reservation.status === 'Cancelled' && reservation.holdUntil !== null;
