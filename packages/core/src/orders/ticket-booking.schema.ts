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
import { OrderSecret } from './order-secret.schema';
import { PLACE_KEY_PATTERN } from './place-key';

const guestFields = { name: ClientName, email: ClientEmail, phoneNumber: ClientPhoneNumber };

/** A place's own key (place-key.ts): made by the browser that names the place. */
export const PlaceKey = Schema.String.pipe(
  Schema.check(Schema.isMaxLength(32), Schema.isPattern(PLACE_KEY_PATTERN, { expected: 'a place key' })),
);

/** The order secret as a request carries it: bounded like every input (docs/product.md#constants-and-limits). */
const SentOrderSecret = OrderSecret.pipe(Schema.check(Schema.isMaxLength(64)));

/**
 * One guest of a ticket order besides the buyer. The e-mail and phone come only to whoever holds the place's key or
 * the order secret (docs/api-read-exposure.md); a venue that answers them to anyone still decodes.
 */
export const Attendee = Schema.Struct({
  _id: RefId,
  orderId: RefId,
  name: ClientName,
  email: Schema.optional(ClientEmail),
  phoneNumber: Schema.optional(ClientPhoneNumber),
});
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

/**
 * POST attendee-info: adds one guest to an order. `key` (ours, optional): the new place's own key; sent again after a
 * lost answer, it finds the place it already named rather than adding a second.
 */
export const AttendeeInfoRequest = Schema.Struct({ orderId: RefId, ...guestFields, key: Schema.optional(PlaceKey) });
export type AttendeeInfoRequest = typeof AttendeeInfoRequest.Type;

/**
 * POST api/ticketBooking/editAttendeeGroup: the whole guest list of an order at once (an entry without _id is new).
 * Ours, optional: with `secret` (the order secret) the list replaces the order's; without it, each entry with an
 * `_id` must be a place one of `keys` opens, places not listed stay as they are, and a new entry's `key` is its own.
 */
export const EditAttendeeGroupRequest = Schema.Struct({
  orderId: RefId,
  attendees: Schema.Array(Schema.Struct({ _id: Schema.optional(RefId), ...guestFields, key: Schema.optional(PlaceKey) })).pipe(
    Schema.check(atMostItems(ATTENDEES_MAX, 'guests')),
  ),
  secret: Schema.optional(SentOrderSecret),
  keys: Schema.optional(Schema.Array(PlaceKey).pipe(Schema.check(atMostItems(ATTENDEES_MAX, 'keys')))),
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
