// The extra ticket calls (docs/product.md#tickets): the other guests of a ticket order (route other-guests/{orderId}),
// the ticket "booking" views of an order and the promoter check. The product brief shows none of the
// bodies; a ticket booking is the ticket order itself, read through the api/ticketBooking paths.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { ATTENDEES_MAX, atMostItems } from '../shared/input-limits';
import { ClientEmail, ClientName, ClientPhoneNumber, RefId } from './guest-fields.schema';
import { orderStatuses } from './order-response.schema';

const guestFields = { name: ClientName, email: ClientEmail, phoneNumber: ClientPhoneNumber };

/** One guest of a ticket order besides the buyer. */
export const Attendee = Schema.Struct({ _id: RefId, orderId: RefId, ...guestFields });
export type Attendee = typeof Attendee.Type;
export const AttendeeResponse = Schema.Struct({ data: Attendee });

/** GET ticket-attendee/{orderId}: who is on the order and how many more may be added. */
export const AttendeeList = Schema.Struct({
  orderId: RefId,
  eventId: RefId,
  /** Guests the tickets admit, the buyer included. */
  guestsAllowed: Schema.Int,
  attendees: Schema.Array(Attendee),
});
export type AttendeeList = typeof AttendeeList.Type;
export const AttendeeListResponse = Schema.Struct({ data: AttendeeList });

/** POST attendee-info: adds one guest to an order. */
export const AttendeeInfoRequest = Schema.Struct({ orderId: RefId, ...guestFields });
export type AttendeeInfoRequest = typeof AttendeeInfoRequest.Type;

/** POST api/ticketBooking/editAttendeeGroup: the whole guest list of an order at once (an entry without _id is new). */
export const EditAttendeeGroupRequest = Schema.Struct({
  orderId: RefId,
  attendees: Schema.Array(Schema.Struct({ _id: Schema.optional(RefId), ...guestFields })).pipe(
    Schema.check(atMostItems(ATTENDEES_MAX, 'guests')),
  ),
});
export type EditAttendeeGroupRequest = typeof EditAttendeeGroupRequest.Type;

/** GET api/ticketBooking/bookingPayment/{id}: what the payment page of a ticket order shows. */
export const bookingPaymentSchemasIn = perExponent((exponent) => {
  const BookingPayment = Schema.Struct({
    orderId: RefId,
    status: Schema.Literals(orderStatuses),
    total: moneyFromMajorIn(exponent),
    amountDue: moneyFromMajorIn(exponent),
    paid: Schema.Boolean,
    paidAt: Schema.NullOr(Schema.String),
    invoice: Schema.NullOr(Schema.String),
  });
  return { BookingPayment, BookingPaymentResponse: Schema.Struct({ data: BookingPayment }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { BookingPayment, BookingPaymentResponse } = bookingPaymentSchemasIn(USUAL_EXPONENT);
export type BookingPayment = typeof BookingPayment.Type;
