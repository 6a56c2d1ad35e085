// A private event's night as the page's language writes a day ("Friday, December 4, 2026"), or as stored when
// the venue kept something that is not a date (core's booking/booking-event-date.ts).
import { eventDateOf } from '@venue/core/booking/booking-event-date';
import { longDate } from '../../ui/date-format';

export function eventDateText(eventDate: string): string {
  const date = eventDateOf(eventDate);
  return date === null ? eventDate : longDate(date);
}
