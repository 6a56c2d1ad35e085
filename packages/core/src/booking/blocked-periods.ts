// Whether a chosen night and arrival time falls in a period the venue blocked (spec 5, 8).
//
// What "inside" means: a block covers each night from dateFrom through dateTo (inclusive), and on
// each of those nights the window timeFrom..timeTo, both ends inclusive. Times are compared in
// night order (6:00 AM .. 5:59 AM of the next day), the same order the arrival times use, so
// 22:00-02:00 is one window of the night of its date. A window whose end comes before its start
// in night order (04:00-08:00) runs on into the next day: that part counts for the following night.
import type { BlockDate } from './block-date.schema';
import {
  dayNumber,
  isValidCalendarDate,
  NIGHT_STARTS_AT_MINUTE,
  parseTimeLabel,
  parseTimeOfDay,
  toMinutesOfNight,
  type CalendarDate,
  type InvalidDate,
  type InvalidTime,
} from './booking-choices';
import { err, ok, type Result } from '../shared/result';

const LAST_MINUTE_OF_NIGHT = NIGHT_STARTS_AT_MINUTE + 24 * 60 - 1;

/** A block, read and checked: nights as calendar dates, the window as minutes of the night. */
export interface BlockedPeriod {
  readonly firstNight: CalendarDate;
  readonly lastNight: CalendarDate;
  readonly startMinute: number;
  readonly endMinute: number;
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

function isoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

function windowEdge(time: string | null | undefined, fallback: number): number | null {
  if (time === null || time === undefined || time.trim() === '') return fallback;
  const parsed = parseTimeOfDay(time);
  return parsed.ok ? toMinutesOfNight(parsed.value) : null;
}

export function toBlockedPeriod(block: BlockDate, index = 0): Result<BlockedPeriod, InvalidBlock> {
  const firstNight = isoDate(block.dateFrom);
  const lastNight = isoDate(block.dateTo);
  if (!firstNight || !lastNight) return err({ _tag: 'InvalidBlock', index, reason: 'bad-date' });
  if (dayNumber(lastNight) < dayNumber(firstNight)) return err({ _tag: 'InvalidBlock', index, reason: 'ends-before-start' });
  const startMinute = windowEdge(block.timeFrom, NIGHT_STARTS_AT_MINUTE);
  const endMinute = windowEdge(block.timeTo, LAST_MINUTE_OF_NIGHT);
  if (startMinute === null || endMinute === null) return err({ _tag: 'InvalidBlock', index, reason: 'bad-time' });
  return ok({ firstNight, lastNight, startMinute, endMinute, notes: block.notes ?? '' });
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
  const night = dayNumber(moment.night);
  const minute = moment.minutesOfNight;
  const first = dayNumber(period.firstNight);
  const last = dayNumber(period.lastNight);
  const onBlockedNight = (n: number) => n >= first && n <= last;
  if (period.startMinute <= period.endMinute) {
    return onBlockedNight(night) && minute >= period.startMinute && minute <= period.endMinute;
  }
  // The window runs past the end of the night into the next one.
  return (onBlockedNight(night) && minute >= period.startMinute) || (onBlockedNight(night - 1) && minute <= period.endMinute);
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
