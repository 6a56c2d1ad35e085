// The month calendar a venue booking picks its night on (docs/product.md#blocked-periods): weeks from the
// page language's first weekday, each day open, past (before the venue's today) or blocked (every minute of its night inside a
// blocked period, core's isDayBlocked), so the page greys out what cannot be chosen. The weeks themselves
// are the site's one month grid (events/calendar-grid.ts), which the other calendars use too.
import { isDayBlocked } from './blocked-days';
import type { BlockedPeriod } from './blocked-periods';
import { addMonths, monthGrid, type CalendarWeek, type YearMonth } from '../events/calendar-grid';
import type { WeekStart } from '../dates/language-calendar';
import { weekdayOf, dayNumber, fromDayNumber, type CalendarDate } from '../dates/calendar-date';
import { isSelectableDate } from './booking-choices';
import { isWithinBookingHorizon, MAX_MONTHS_AHEAD } from './booking-horizon';

export type DayState = 'open' | 'past' | 'blocked';

export type CalendarMonth = YearMonth;

/** The calendar shows today's month and the months up to the booking horizon (booking-horizon.ts). */
export const MONTHS_AHEAD = MAX_MONTHS_AHEAD;

/** 0 for Sunday. */
export { weekdayOf };

export const shiftMonth = (m: CalendarMonth, by: number): CalendarMonth => addMonths(m, by);

const monthIndex = (m: CalendarMonth): number => m.year * 12 + m.month - 1;

/** Whether the calendar may show this month: from today's month to MONTHS_AHEAD after it. */
export function isShownMonth(m: CalendarMonth, today: CalendarDate): boolean {
  const offset = monthIndex(m) - monthIndex(today);
  return offset >= 0 && offset <= MONTHS_AHEAD;
}

/** The month's days in weeks of seven from the page language's first weekday; null pads the first and last week. */
export const monthWeeks = (m: CalendarMonth, weekStart: WeekStart = 0): readonly CalendarWeek[] => monthGrid(m, weekStart);

/** 'past' covers every day time rules out: before today, or beyond the booking horizon. */
export function dayState(day: CalendarDate, today: CalendarDate, periods: readonly BlockedPeriod[]): DayState {
  if (!isSelectableDate(day, today) || !isWithinBookingHorizon(day, today)) return 'past';
  return isDayBlocked(periods, day) ? 'blocked' : 'open';
}

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
