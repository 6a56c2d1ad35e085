// A night's clock (docs/product.md#bottle-service): a night runs from 6:00 AM of its date to 5:59 AM of the next
// day, so "1:00 AM" chosen for the night of May 1 means the early hours of May 2 and sorts after "11:00 PM".
import { ok, type Result } from '../shared/result';
import { MINUTES_PER_DAY, parseTimeOfDay, type InvalidTime } from './time-of-day';

export const NIGHT_STARTS_AT_MINUTE = 6 * 60;

/** Minutes since midnight of the night's date: 360 (6:00 AM) up to 1799 (5:59 AM the next day). */
export const toMinutesOfNight = (minutesOfDay: number): number =>
  minutesOfDay < NIGHT_STARTS_AT_MINUTE ? minutesOfDay + MINUTES_PER_DAY : minutesOfDay;

/** A time label ("1:00 AM") as minutes of the night, so times after midnight sort after the evening. */
export function parseTimeLabel(label: string): Result<number, InvalidTime> {
  const minutes = parseTimeOfDay(label);
  return minutes.ok ? ok(toMinutesOfNight(minutes.value)) : minutes;
}
