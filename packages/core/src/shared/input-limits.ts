// The longest text and the longest list any request field may carry (docs/product.md#constants-and-limits).
// The API token is public, so these bounds are the only thing between a script and megabytes in the database;
// the request schemas take them from here and the forms refuse the same lengths before sending.
import { Schema } from 'effect';

/** A person's name: guest, sender, recipient, staff member, talent. */
export const NAME_MAX = 100;
/** RFC 5321's longest e-mail address. */
export const EMAIL_MAX = 254;
/** E.164: a plus and at most 15 digits. */
export const PHONE_MAX = 16;
/** An id of the venue's data (order, event, ticket type, bottle), a device label or an address. */
export const ID_MAX = 100;
/** Instagram's longest user name is 30 characters; 31 leaves room for a leading @. */
export const INSTAGRAM_NAME_MAX = 31;
/** A short label: a subject, a position, an event type, a city, a zip code, a music style. */
export const SHORT_TEXT_MAX = 200;
/** A message written to the venue: a contact message, a job application's cover text. */
export const MESSAGE_MAX = 5000;
/** A street address. */
export const ADDRESS_MAX = 300;
/** A web address (the usual browser limit). */
export const URL_MAX = 2048;
/** A date or time label such as 12/31/2026, 2026-12-31 or 10:30 PM (also a birth day or month). */
export const DATE_TIME_MAX = 20;
/** A card number with its spaces or dashes: 19 digits and 18 separators. */
export const CARD_NUMBER_MAX = 40;

/** Lines of one order (bottles, food, ticket types). */
export const ORDER_ITEMS_MAX = 50;
/** Lines of one coat check ticket (one per kind of item). */
export const COAT_CHECK_ITEMS_MAX = 20;
/**
 * Other guests named on one ticket order: the most tickets of one type an order takes (99, tickets/ticket-cart.ts)
 * plus the buyer. A bigger group books the venue (docs/product.md#constants-and-limits).
 */
export const ATTENDEES_MAX = 100;

/** A bound on the length of a text, failing with a message naming the limit. */
export const upTo = (max: number) => Schema.isMaxLength(max, { message: `Expected at most ${max} characters` });

/** A bound on the length of a list, failing with a message naming the limit (`noun` in the plural). */
export const atMostItems = (max: number, noun: string) => Schema.isMaxLength(max, { message: `Expected at most ${max} ${noun}` });

/** A text of at most `max` characters. */
export const BoundedString = (max: number) => Schema.String.check(upTo(max));
