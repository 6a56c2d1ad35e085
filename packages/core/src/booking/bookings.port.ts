import type { ApiResult } from '../shared/api-error';
import type { ReservationCancelKey } from './reservation-cancel-key';
import type { Reservation, ReservationUpdate } from './reservation.schema';
import type { PrivateEvent, PrivateEventEdit, PromoteStatusRequest } from './venue-booking.schema';

/**
 * The reservation and venue-booking calls outside the order flow
 * (docs/product.md#reservations-and-venue-booking): reading and changing a booking the guest
 * already made. Creating one goes through the OrdersPort (kinds reservations and bookings), like
 * every order.
 */
export interface BookingsApi {
  /** GET reservation/{id}: the reservation to show and edit; 404 for an unknown id. */
  reservation(reservationId: string): ApiResult<Reservation>;
  /** PUT reservation/{id}: the changed reservation; 422 naming the field for a blocked night or a bad guest count. */
  updateReservation(reservationId: string, update: ReservationUpdate): ApiResult<Reservation>;
  /**
   * POST cancel-reservation/{id} with the guest's key: the cancelled reservation (the same answer when it was cancelled
   * already); 403 forbidden for a key that is not this reservation's, 409 too_late after the venue's cut-off.
   */
  cancelReservation(reservationId: string, key: ReservationCancelKey): ApiResult<Reservation>;
  /** GET api/privateEvents/getOnePrivateEvent/{id}. */
  privateEvent(eventId: string): ApiResult<PrivateEvent>;
  /** PUT api/privateEvents/promoteStatus/{id}: the guest confirms or cancels; 409 when the status cannot move so. */
  promoteStatus(eventId: string, status: PromoteStatusRequest['status']): ApiResult<PrivateEvent>;
  /** PUT api/privateEvents/editPrivateEvent/{id}. */
  editPrivateEvent(eventId: string, edit: PrivateEventEdit): ApiResult<PrivateEvent>;
}
