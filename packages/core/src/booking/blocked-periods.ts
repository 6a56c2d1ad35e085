// Whether a chosen night and arrival time falls in a period the venue blocked (docs/product.md#blocked-periods).
//
// What "inside" means: a block is ONE period, from dateFrom at timeFrom to dateTo at timeTo, both
// ends included, read on the venue's wall clock; so 2025-05-01 22:00 to 2025-05-02 02:00 is four
// hours spanning midnight, not a window repeated on each date. A missing time means the start or
// the end of the venue's day (6:00 AM, and 5:59 AM the morning after dateTo), the same day the
// guest's date names, so a block without times closes whole nights.
// The guest's choice is read in night order: "1:00 AM" on the night of May 1 is May 2 at 01:00.
import type { BlockDate } from './block-date.schema';
import { dayNumber, isValidCalendarDate, type CalendarDate } from '../dates/calendar-date';
import { NIGHT_STARTS_AT_MINUTE, parseTimeLabel } from '../dates/night-time';
import { parseTimeOfDay, type InvalidTime } from '../dates/time-of-day';
import { type InvalidDate } from '../dates/date-text';
import { err, ok, type Result } from '../shared/result';

export const MINUTES_PER_DAY = 24 * 60;

/** A block, read and checked: its first and last minute on the venue's wall clock, both included. */
export interface BlockedPeriod {
  /** Minutes since 1970-01-01 00:00 of the venue's time zone (see venueMinute). */
  readonly startsAt: number;
  readonly endsAt: number;
  readonly notes: string;
}

/** A block the venue sent that cannot be read; the booking treats it as a failed load. */
export interface InvalidBlock {
  readonly _tag: 'InvalidBlock';
  readonly index: number;
  readonly reason: 'bad-date' | 'bad-time' | 'ends-before-start';
}

/** A guest's choice: the night (its date) and the arrival time as minutes of that night. */
export interface NightMoment {
  readonly night: CalendarDate;
  readonly minutesOfNight: number;
}

/** A date and minutes since its midnight as one wall-clock minute; minutes past 1439 run into the next days. */
export const venueMinute = (date: CalendarDate, minutes: number): number => dayNumber(date) * MINUTES_PER_DAY + minutes;

/** The wall-clock minute the guest means: "1:00 AM" (minute 1500 of the night) is the next day at 01:00. */
const momentMinute = (moment: NightMoment): number => venueMinute(moment.night, moment.minutesOfNight);

function isoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** Minutes since the date's midnight, the fallback when there is no time, or null when unreadable. */
function edge(time: string | null | undefined, fallback: number): number | null {
  if (time === null || time === undefined || time.trim() === '') return fallback;
  const parsed = parseTimeOfDay(time);
  return parsed.ok ? parsed.value : null;
}

export function toBlockedPeriod(block: BlockDate, index = 0): Result<BlockedPeriod, InvalidBlock> {
  const first = isoDate(block.dateFrom);
  const last = isoDate(block.dateTo);
  if (!first || !last) return err({ _tag: 'InvalidBlock', index, reason: 'bad-date' });
  const start = edge(block.timeFrom, NIGHT_STARTS_AT_MINUTE);
  // The venue's day of dateTo ends at 5:59 AM the morning after.
  const end = edge(block.timeTo, NIGHT_STARTS_AT_MINUTE + MINUTES_PER_DAY - 1);
  if (start === null || end === null) return err({ _tag: 'InvalidBlock', index, reason: 'bad-time' });
  const startsAt = venueMinute(first, start);
  const endsAt = venueMinute(last, end);
  if (endsAt < startsAt) return err({ _tag: 'InvalidBlock', index, reason: 'ends-before-start' });
  return ok({ startsAt, endsAt, notes: block.notes ?? '' });
}

/** All blocks, or the first that cannot be read: one unreadable block must not quietly allow bookings. */
export function toBlockedPeriods(blocks: readonly BlockDate[]): Result<readonly BlockedPeriod[], InvalidBlock> {
  const periods: BlockedPeriod[] = [];
  for (const [index, block] of blocks.entries()) {
    const period = toBlockedPeriod(block, index);
    if (!period.ok) return period;
    periods.push(period.value);
  }
  return ok(periods);
}

export function covers(period: BlockedPeriod, moment: NightMoment): boolean {
  const at = momentMinute(moment);
  return at >= period.startsAt && at <= period.endsAt;
}

/** The first block that covers the moment, or null. */
export function findBlock(periods: readonly BlockedPeriod[], moment: NightMoment): BlockedPeriod | null {
  return periods.find((period) => covers(period, moment)) ?? null;
}

/** The first block covering a chosen date and arrival-time label; bad input is a typed error. */
export function blockFor(
  periods: readonly BlockedPeriod[],
  night: CalendarDate,
  timeLabel: string,
): Result<BlockedPeriod | null, InvalidDate | InvalidTime> {
  if (!isValidCalendarDate(night)) return err({ _tag: 'InvalidDate', input: JSON.stringify(night) });
  const minutes = parseTimeLabel(timeLabel);
  if (!minutes.ok) return minutes;
  return ok(findBlock(periods, { night, minutesOfNight: minutes.value }));
}
