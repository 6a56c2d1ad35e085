// How far ahead a private event can be asked for (docs/product.md#reservations-and-venue-booking):
// at most 18 months after the venue's today, so a script cannot claim the venue's nights for years.
import { daysInMonth, compareDates, type CalendarDate } from '../dates/calendar-date';

export const MAX_MONTHS_AHEAD = 18;

/** The last night a booking may take: the same day 18 months on (the month's last day when it has fewer). */
export function lastBookableDate(today: CalendarDate): CalendarDate {
  const index = today.year * 12 + (today.month - 1) + MAX_MONTHS_AHEAD;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(today.day, daysInMonth(year, month)) };
}

export const isWithinBookingHorizon = (day: CalendarDate, today: CalendarDate): boolean => compareDates(day, lastBookableDate(today)) <= 0;
