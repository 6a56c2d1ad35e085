// The venue's days, as the demo seed and the pages count them: from the venue's today in its time zone,
// not the test machine's. Between midnight UTC and midnight in New York the two differ by a day, and a
// test that counted from the machine's day picked the wrong night (the seed's blocks are at days 5-6, 11, 18-19).
import { DEFAULT_TIME_ZONE } from '../../venue-api/src/config/env';
import { venueDayOf } from '@venue/core/shared/time-zone';

/** The venue's day `offset` days after its today, as a local date (its year, month and day are the venue's). */
export function venueDay(offset: number): Date {
  const [year = 0, month = 1, day = 1] = venueDayOf(new Date(), DEFAULT_TIME_ZONE).split('-').map(Number);
  return new Date(year, month - 1, day + offset);
}
