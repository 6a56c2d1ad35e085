// A table reservation (docs/product.md#reservations-and-venue-booking: the pages Reservation and
// UpdateReservation; the calls check-availability, new-reservation, reservation/{id}). The product
// brief shows no payload; the names follow the other payloads and the storage keys noOfGuests,
// reservationDate and reservationTime.
import { Schema } from 'effect';
import { ClientDevice, ClientEmail, ClientName, ClientPhoneNumber, FreeText, RefId } from '../orders/guest-fields.schema';
import { orderStatuses } from '../orders/order-response.schema';
import { GuestCount, NightDate, NightTime } from './booking-fields.schema';

/** What the guest may change later (PUT reservation/{id}): the night, the time, the table size, the request. */
export const ReservationUpdate = Schema.Struct({
  noOfGuests: GuestCount,
  /** MM/DD/YYYY. */
  reservationDate: NightDate,
  /** "10:00 PM", one of the venue's arrival times. */
  reservationTime: NightTime,
  specialRequest: FreeText,
});
export type ReservationUpdate = typeof ReservationUpdate.Type;

const guest = { clientName: ClientName, clientEmail: ClientEmail, clientPhoneNumber: ClientPhoneNumber };

/** The body of check-availability and new-reservation. */
export const ReservationPayload = Schema.Struct({ ...ReservationUpdate.fields, ...guest, ...ClientDevice });
export type ReservationPayload = typeof ReservationPayload.Type;

/** The reservation as the venue keeps it: what GET and PUT reservation/{id} carry in `details`. */
export const ReservationDetails = Schema.Struct({ ...ReservationUpdate.fields, ...guest });
export type ReservationDetails = typeof ReservationDetails.Type;

/**
 * A reservation as GET and PUT reservation/{id} answer it: the order details every order lookup
 * answers (orders/order-response.schema.ts), of which the page needs the id, the status and the details.
 */
export const Reservation = Schema.Struct({
  orderId: RefId,
  status: Schema.Literals(orderStatuses),
  details: ReservationDetails,
  /**
   * ISO 8601: until when a Pending reservation holds its table unconfirmed (booking/reservation-hold.ts); kept on one
   * released for want of confirmation. Null or absent otherwise, and from a venue that holds no table.
   */
  holdUntil: Schema.optional(Schema.NullOr(Schema.String)),
});
export type Reservation = typeof Reservation.Type;
export const ReservationResponse = Schema.Struct({ data: Reservation });

/** POST check-availability: a blocked or full night is a 4xx naming the field; a 200 says whether the night is open. */
export const AvailabilityResponse = Schema.Struct({ data: Schema.Struct({ available: Schema.Boolean }) });
