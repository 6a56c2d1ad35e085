// Field schemas the reservation and venue-booking payloads share. Who books (name, e-mail, phone,
// device) is checked as in every order payload (orders/guest-fields.schema.ts); this adds the night.
import { Schema } from 'effect';
import { DATE_TIME_MAX, upTo } from '../shared/input-limits';
import { parseDate } from '../dates/date-text';
import { parseTimeOfDay } from '../dates/time-of-day';
import { MAX_GUEST_COUNT } from './booking-choices';

/** A night the guest picked, MM/DD/YYYY, a day that exists. */
export const NightDate = Schema.String.pipe(
  Schema.check(
    upTo(DATE_TIME_MAX),
    Schema.makeFilter((s: string) => parseDate(s).ok || 'Expected a date MM/DD/YYYY'),
  ),
);

/** A time of the night as the guest picked it: "7:00 PM" (also read: "7 pm", "19:00"). */
export const NightTime = Schema.String.pipe(
  Schema.check(
    upTo(DATE_TIME_MAX),
    Schema.makeFilter((s: string) => parseTimeOfDay(s).ok || 'Expected a time such as 10:00 PM'),
  ),
);

/** Guests at the table or the event: 1 to 20 (docs/product.md#bottle-service); the venue checks its own minGuestCount. */
export const GuestCount = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: MAX_GUEST_COUNT })));
