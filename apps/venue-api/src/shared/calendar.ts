// Dates of the demo venue, relative to the day it is seeded, in core's ISO date helpers. "Today" is
// the venue's (http/today.ts, core's shared/time-zone.ts), never the machine's local date.
import { dayNumber, fromDayNumber } from '@venue/core/dates/calendar-date';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';

/** The ISO date `days` after (or before, when negative) the ISO date `from`. */
export function addDays(from: string, days: number): string {
  const date = parseIsoDate(from);
  if (date === null) throw new Error(`${from} is not an ISO date.`);
  return isoDate(fromDayNumber(dayNumber(date) + days));
}
