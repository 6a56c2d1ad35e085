// Dates of the demo venue, relative to the day it is seeded, in core's ISO date helpers.
import { dayNumber, fromDayNumber } from '@venue/core/booking/booking-choices';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';

/** `YYYY-MM-DD` of a local date. */
export const isoDateOf = (date: Date): string => isoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** The ISO date `days` after (or before, when negative) the ISO date `from`. */
export function addDays(from: string, days: number): string {
  const date = parseIsoDate(from);
  if (date === null) throw new Error(`${from} is not an ISO date.`);
  return isoDate(fromDayNumber(dayNumber(date) + days));
}
