// POST cancel-reservation/{orderId} (docs/backend.md#bottle-orders-reservations-and-venue-bookings): the key that
// lets the guest cancel, one of the two (reservation-cancel-key.ts); the answer is the reservation, as GET reservation/{id}.
import { Schema } from 'effect';
import { ID_MAX, upTo } from '../shared/input-limits';

/** A mailed cancel link's key: the reservation's id, its expiry and the venue's signature, each base64url. */
export const CANCEL_LINK_MAX = 600;

export const ReservationCancelRequest = Schema.Struct({
  secret: Schema.optional(Schema.String.pipe(Schema.check(upTo(ID_MAX)))),
  link: Schema.optional(Schema.String.pipe(Schema.check(upTo(CANCEL_LINK_MAX)))),
});
export type ReservationCancelRequest = typeof ReservationCancelRequest.Type;
