// Reading and changing a reservation or a private venue booking over HTTP (BookingsApi). Creating
// them is the order flow's job (orders.http.ts, kinds reservations and bookings).
import type { BookingsApi } from '@venue/core/booking/bookings.port';
import { ReservationResponse } from '@venue/core/booking/reservation.schema';
import { PrivateEventResponse } from '@venue/core/booking/venue-booking.schema';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

/** An id as one path segment: a slash or `?` in an id must not change the path. */
const segment = (id: string): string => encodeURIComponent(id);

export function createBookingsHttp(client: VenueHttpClient): BookingsApi {
  return {
    reservation: (id) => client.get(`reservation/${segment(id)}`, ReservationResponse).then(dataOf),
    updateReservation: (id, update) => client.put(`reservation/${segment(id)}`, update, ReservationResponse).then(dataOf),
    // The key goes in the body, never the path or query: addresses end up in logs.
    cancelReservation: (id, key) => client.post(`cancel-reservation/${segment(id)}`, key, ReservationResponse).then(dataOf),
    privateEvent: (id) => client.get(`api/privateEvents/getOnePrivateEvent/${segment(id)}`, PrivateEventResponse).then(dataOf),
    promoteStatus: (id, status) =>
      client.put(`api/privateEvents/promoteStatus/${segment(id)}`, { status }, PrivateEventResponse).then(dataOf),
    editPrivateEvent: (id, edit) =>
      client.put(`api/privateEvents/editPrivateEvent/${segment(id)}`, edit, PrivateEventResponse).then(dataOf),
  };
}
