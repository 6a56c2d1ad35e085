// A private event's stored night as a day the page can write (docs/product.md#reservations-and-venue-booking).
import { parseDate } from '../dates/date-text';
import type { CalendarDate } from '../dates/calendar-date';

/** The day of the stored MM/DD/YYYY; null when what is stored is not a date (the page then shows it as stored). */
export function eventDateOf(eventDate: string): CalendarDate | null {
  const date = parseDate(eventDate);
  return date.ok ? date.value : null;
}
