// When a reservation begins, as an instant: its night (MM/DD/YYYY) and arrival time ("1:00 AM") read in the
// venue's time zone, a time after midnight being the early hours of the next day (booking-choices.ts: a night
// runs from 6:00 AM to 5:59 AM). The reminder mail and the calendar entry both start here.
import { dayNumber, fromDayNumber } from '../dates/calendar-date';
import { parseDate } from '../dates/date-text';
import { parseTimeLabel } from '../dates/night-time';
import { instantOf } from '../shared/time-zone';

const MINUTES_PER_DAY = 24 * 60;

/** The instant the guest is expected, or undefined when the date or time cannot be read. */
export function reservationStart(date: string, time: string, zone: string): Date | undefined {
  const night = parseDate(date);
  const minutes = parseTimeLabel(time);
  if (!night.ok || !minutes.ok) return undefined;
  const day = fromDayNumber(dayNumber(night.value) + Math.floor(minutes.value / MINUTES_PER_DAY));
  const ofDay = minutes.value % MINUTES_PER_DAY;
  return instantOf({ date: day, hour: Math.floor(ofDay / 60), minute: ofDay % 60 }, zone);
}
