// Why the venue refused a booking request, read from its error body (docs/backend.md, bookings): a night
// another private event holds (409 night_taken: one live booking a night) or a blocked period (422 blocked,
// with the block's notes). The page says so in its own words (packages/messages, booking) and keeps everything typed.
import { Schema } from 'effect';
import type { ApiError } from '../shared/api-error';
import { decodeWith } from '../shared/decode';

const RefusalBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    field: Schema.optional(Schema.String),
    details: Schema.optional(Schema.Unknown),
  }),
});
const BlockDetails = Schema.Struct({ notes: Schema.String });

const readRefusal = decodeWith(RefusalBody, 'a booking refusal');
const readBlock = decodeWith(BlockDetails, 'a blocked booking');

export type BookingRefusal =
  | { readonly _tag: 'NightTaken' }
  | { readonly _tag: 'Blocked'; readonly notes: string; readonly wholeNight: boolean }
  | { readonly _tag: 'Other' };

export function bookingRefusalOf(error: ApiError): BookingRefusal {
  if (error._tag !== 'HttpError') return { _tag: 'Other' };
  const body = readRefusal(error.body);
  if (!body.ok) return { _tag: 'Other' };
  const { code, field, details } = body.value.error;
  if (error.status === 409 && code === 'night_taken') return { _tag: 'NightTaken' };
  if (error.status === 422 && code === 'blocked') {
    const block = readBlock(details);
    return { _tag: 'Blocked', notes: block.ok ? block.value.notes : '', wholeNight: field === 'eventDate' };
  }
  return { _tag: 'Other' };
}
