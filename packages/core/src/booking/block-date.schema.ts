// A period the venue closed to bookings (docs/product.md#blocked-periods), as the venue API sends it.
//
// Formats (decided here; the product brief does not show them):
// - dateFrom, dateTo: plain calendar dates "YYYY-MM-DD" in the venue's own time zone.
// - timeFrom, timeTo: 24-hour "HH:mm". The block is one period from dateFrom at timeFrom to dateTo at
//   timeTo, both ends included (2025-05-01 22:00 to 2025-05-02 02:00 spans midnight). Missing, null
//   or "" means the start (6:00 AM) or the end (5:59 AM the morning after) of the venue's day, so a
//   block without times closes whole nights.
// - notes: HTML shown in the blocked modal (untrusted, rendered only through the sanitiser);
//   missing or null reads as "".
import { Schema } from 'effect';

const calendarDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const timeOfDay = Schema.String.check(Schema.isPattern(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/));

export const BlockDate = Schema.Struct({
  dateFrom: calendarDate,
  dateTo: calendarDate,
  timeFrom: Schema.optional(Schema.NullOr(timeOfDay)),
  timeTo: Schema.optional(Schema.NullOr(timeOfDay)),
  notes: Schema.optional(Schema.NullOr(Schema.String)),
});
export type BlockDate = typeof BlockDate.Type;

export const BlockDateList = Schema.Array(BlockDate);

/** GET block-times and api/blockReservations/getUpBlocks answer the blocks under data. */
export const BlockDatesResponse = Schema.Struct({ data: BlockDateList });
