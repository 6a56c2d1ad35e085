// TicketBookingPort over HTTP: the other guests of a ticket order, the api/ticketBooking views
// and the ticket promoter check. addBooking is a create and carries its Idempotency-Key. The guests' reads carry
// what opens their contacts (`?secret=`, `?keys=`), only what is held (docs/product.md#other-guests).
import { promoterSchemasIn } from '@venue/core/bottles/promoter-discount.schema';
import { CreatedOrderResponse, orderResponseSchemasIn } from '@venue/core/orders/order-response.schema';
import { accessQuery, noGuestAccess, type GuestAccess } from '@venue/core/orders/place-key';
import { AttendeeListResponse, AttendeeResponse, bookingPaymentSchemasIn } from '@venue/core/orders/ticket-booking.schema';
import { stringifyQuery } from '@venue/core/routing/query';
import type { TicketBookingPort } from '@venue/core/orders/ticket-booking.port';
import { segment } from './content.http';
import { dataOf } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import type { VenueHttpClient } from './venue-http-client';

/** `?secret=…&keys=…` with what is held, or nothing. */
const accessSearch = (access: GuestAccess = noGuestAccess): string => stringifyQuery(accessQuery(access));

/** Answers with money decode with the venue's exponent (`moneyExponent`, read before the call). */
export function createTicketBookingHttp(client: VenueHttpClient, moneyExponent: MoneyExponent): TicketBookingPort {
  return {
    attendees: (orderId, access) =>
      client.get(`ticket-attendee/${segment(orderId)}${accessSearch(access)}`, AttendeeListResponse).then(dataOf),
    addAttendee: (request) => client.post('attendee-info', request, AttendeeResponse).then(dataOf),
    attendee: (attendeeId, access) =>
      client.get(`api/ticketBooking/getBookingAttendee/${segment(attendeeId)}${accessSearch(access)}`, AttendeeResponse).then(dataOf),
    editAttendees: (request) => client.post('api/ticketBooking/editAttendeeGroup', request, AttendeeListResponse).then(dataOf),
    // The answer is `{ success, data? }` itself, as for the bottle promoter check.
    validatePromoter: (promoterIGname, eventId) =>
      withExponent(moneyExponent, (e) =>
        client.post(
          'api/eventTickets/validate-promoter',
          { promoterIGname, type: 'ticket', eventId },
          promoterSchemasIn(e).PromoterValidation,
        ),
      ),
    addBooking: (payload, idempotencyKey) =>
      client.post('api/ticketBooking/addBooking', payload, CreatedOrderResponse, { idempotencyKey }).then(dataOf),
    bookingPayment: (orderId) =>
      withExponent(moneyExponent, (e) =>
        client.get(`api/ticketBooking/bookingPayment/${segment(orderId)}`, bookingPaymentSchemasIn(e).BookingPaymentResponse),
      ).then(dataOf),
    booking: (orderId) =>
      withExponent(moneyExponent, (e) =>
        client.get(`api/ticketBooking/getBooking/${segment(orderId)}`, orderResponseSchemasIn(e).OrderDetailsResponse),
      ).then(dataOf),
  };
}
