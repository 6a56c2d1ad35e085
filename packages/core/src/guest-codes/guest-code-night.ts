// Which venue night an instant belongs to: a night runs from 6:00 AM to 5:59 AM the next morning on the venue's
// clock, as bookings and blocks read it (docs/product.md#codes-for-guests), so a coat handed in at 1:30 AM belongs
// to the night before, and the door's "tonight" at 2 AM is still the evening's date.
import { dayNumber, fromDayNumber } from '../dates/calendar-date';
import { NIGHT_STARTS_AT_MINUTE } from '../dates/night-time';
import { isoDate } from '../events/event-times';
import { wallTimeAt } from '../shared/time-zone';

export function venueNightOf(instant: Date, zone: string): string {
  const wall = wallTimeAt(instant, zone);
  const early = wall.hour * 60 + wall.minute < NIGHT_STARTS_AT_MINUTE;
  return isoDate(early ? fromDayNumber(dayNumber(wall.date) - 1) : wall.date);
}
