// How a private event's stored night reads on its checkout and cancel pages (docs/product.md#reservations-and-venue-booking).
import { parseDate } from '../dates/date-text';
import { dayLabel } from './booking-calendar';

/** "Friday, December 4, 2026" for the stored MM/DD/YYYY, or the text as stored when it is not a date. */
export function eventDateLabel(eventDate: string): string {
  const date = parseDate(eventDate);
  return date.ok ? dayLabel(date.value) : eventDate;
}
