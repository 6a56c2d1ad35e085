// Small field schemas every content entity shares, so "a date" or "a time" means one thing
// on both edges (docs/api-conventions.md: dates YYYY-MM-DD, times as labels).
import { Schema } from 'effect';
import { DATE_TIME_MAX, upTo } from '../shared/input-limits';

/** Ids are strings (`_id`), never empty. */
export const EntityId = Schema.String.pipe(Schema.check(Schema.isMinLength(1, { expected: 'a non-empty id' })));

/** A calendar day `YYYY-MM-DD`, no time zone. */
export const IsoDate = Schema.String.pipe(
  Schema.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { expected: 'a date YYYY-MM-DD' })),
);

/** A time label such as `7:00 PM` or `12:30 AM`. */
export const TimeLabel = Schema.String.pipe(
  Schema.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, { expected: 'a time such as 7:00 PM' })),
);

/** HTML written by the venue: untrusted, the site renders it only through its sanitiser. */
export const Html = Schema.String;

/** An image: a path on the API host (`/venue-api/media/x.svg`) or an absolute http(s) address. */
export const ImageUrl = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^(\/\S+|https?:\/\/\S+)$/, { expected: 'an image path or http(s) address' })),
);

/** An absolute http(s) address, such as a YouTube or SoundCloud link. */
export const WebUrl = Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\/\S+$/, { expected: 'an http(s) address' })));

/** A link inside the site (`/events`) or to another site. */
export const SiteLink = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^(\/\S*|https?:\/\/\S+)$/, { expected: 'a site path or http(s) address' })),
);

export const Count = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));
