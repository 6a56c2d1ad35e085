// The month calendar a venue booking picks its night on (docs/product.md#blocked-periods): weeks from
// Sunday, each day open, past (before the venue's today) or blocked (every minute of its night inside a
// blocked period, core's isDayBlocked), so the page greys out what cannot be chosen.
import { isDayBlocked } from './blocked-days';
import type { BlockedPeriod } from './blocked-periods';
import { dayNumber, daysInMonth, fromDayNumber, isSelectableDate, type CalendarDate } from './booking-choices';
import { isWithinBookingHorizon, MAX_MONTHS_AHEAD } from './booking-horizon';

export type DayState = 'open' | 'past' | 'blocked';

export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The calendar shows today's month and the months up to the booking horizon (booking-horizon.ts). */
export const MONTHS_AHEAD = MAX_MONTHS_AHEAD;

/** 0 for Sunday. 1970-01-01 (day 0) was a Thursday. */
export const weekdayOf = (d: CalendarDate): number => (((dayNumber(d) + 4) % 7) + 7) % 7;

export const shiftMonth = (m: CalendarMonth, by: number): CalendarMonth => {
  const index = m.year * 12 + (m.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const monthIndex = (m: CalendarMonth): number => m.year * 12 + m.month - 1;

/** Whether the calendar may show this month: from today's month to MONTHS_AHEAD after it. */
export function isShownMonth(m: CalendarMonth, today: CalendarDate): boolean {
  const offset = monthIndex(m) - monthIndex(today);
  return offset >= 0 && offset <= MONTHS_AHEAD;
}

/** The month's days in weeks of seven, Sunday first; null pads the first and last week. */
export function monthWeeks(m: CalendarMonth): readonly (readonly (CalendarDate | null)[])[] {
  const first = { year: m.year, month: m.month, day: 1 };
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  const start = dayNumber(first);
  for (let i = 0; i < daysInMonth(m.year, m.month); i++) cells.push(fromDayNumber(start + i));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** 'past' covers every day time rules out: before today, or beyond the booking horizon. */
export function dayState(day: CalendarDate, today: CalendarDate, periods: readonly BlockedPeriod[]): DayState {
  if (!isSelectableDate(day, today) || !isWithinBookingHorizon(day, today)) return 'past';
  return isDayBlocked(periods, day) ? 'blocked' : 'open';
}

/** "Friday, December 4, 2026": a day's name for the calendar's buttons. */
export const dayLabel = (d: CalendarDate): string => `${weekdayNames[weekdayOf(d)]}, ${monthNames[d.month - 1]} ${d.day}, ${d.year}`;

export const monthLabel = (m: CalendarMonth): string => `${monthNames[m.month - 1]} ${m.year}`;

/**
 * The day the calendar's arrow keys move to: `step` days on (±1 a day, ±7 a week), skipping days that cannot be
 * picked, within the months the calendar shows; null when there is none that way.
 */
export function nextOpenDay(from: CalendarDate, step: number, today: CalendarDate, periods: readonly BlockedPeriod[]): CalendarDate | null {
  if (step === 0) return null;
  let day = fromDayNumber(dayNumber(from) + step);
  while (isShownMonth(day, today)) {
    if (dayState(day, today, periods) === 'open') return day;
    day = fromDayNumber(dayNumber(day) + step);
  }
  return null;
}
