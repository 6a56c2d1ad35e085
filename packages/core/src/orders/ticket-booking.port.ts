import type { PromoterValidation } from '../bottles/promoter-discount.schema';
import type { ApiResult } from '../shared/api-error';
import type { OrderDetailsData } from './order-response.schema';
import type { CreatedOrder } from './order.schema';
import type { OrderPayload } from './orders.port';
import type { Attendee, AttendeeInfoRequest, AttendeeList, BookingPayment, EditAttendeeGroupRequest } from './ticket-booking.schema';
import type { GuestAccess } from './place-key';

/** The ticket calls beyond the order flow: other guests, the booking views, the promoter check. */
export interface TicketBookingPort {
  /** The guests' names; the e-mail and phone of the places `access` opens (docs/product.md#other-guests). */
  attendees(orderId: string, access?: GuestAccess): ApiResult<AttendeeList>;
  addAttendee(request: AttendeeInfoRequest): ApiResult<Attendee>;
  attendee(attendeeId: string, access?: GuestAccess): ApiResult<Attendee>;
  editAttendees(request: EditAttendeeGroupRequest): ApiResult<AttendeeList>;
  validatePromoter(promoterIGname: string, eventId: string): ApiResult<PromoterValidation>;
  /** Creates a ticket order like new-ticket-order; the same key yields the same order. */
  addBooking(payload: OrderPayload, idempotencyKey: string): ApiResult<CreatedOrder>;
  bookingPayment(orderId: string): ApiResult<BookingPayment>;
  booking(orderId: string): ApiResult<OrderDetailsData>;
}
