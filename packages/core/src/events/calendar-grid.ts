// The events calendar's month grid and its keyboard moves (WAI-ARIA date grid: arrows move a day
// or a week, Home/End to the week's ends, PageUp/PageDown a month). Pure date arithmetic on
// calendar days, so no time zone can shift a day.
import { daysInMonth, dayNumber, fromDayNumber, weekdayOf, type CalendarDate } from '../dates/calendar-date';
import type { WeekStart } from '../dates/language-calendar';
import type { TextDirection } from '../i18n/languages';

export interface YearMonth {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
}

/** A week of the grid: seven cells, null where the day belongs to another month. */
export type CalendarWeek = readonly (CalendarDate | null)[];

const columnOf = (d: CalendarDate, weekStart: WeekStart): number => (weekdayOf(d) - weekStart + 7) % 7;

/** The weeks of a month, each of seven cells; every day of the month appears exactly once, in order. */
export function monthGrid({ year, month }: YearMonth, weekStart: WeekStart = 0): readonly CalendarWeek[] {
  const days = daysInMonth(year, month);
  const lead = columnOf({ year, month, day: 1 }, weekStart);
  const cells: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export const addDays = (d: CalendarDate, count: number): CalendarDate => fromDayNumber(dayNumber(d) + count);

/** The same day a number of months away, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function sameDayInMonth(d: CalendarDate, count: number): CalendarDate {
  const target = addMonths(d, count);
  return { ...target, day: Math.min(d.day, daysInMonth(target.year, target.month)) };
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const calendarKeys: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
export const isCalendarKey = (key: string): key is CalendarKey => calendarKeys.has(key);

/** Where the focused day moves for a key of the date grid; right to left, the left arrow goes to the next day. */
export function moveFocus(d: CalendarDate, key: CalendarKey, weekStart: WeekStart = 0, direction: TextDirection = 'ltr'): CalendarDate {
  const forward = direction === 'rtl' ? -1 : 1;
  switch (key) {
    case 'ArrowLeft':
      return addDays(d, -forward);
    case 'ArrowRight':
      return addDays(d, forward);
    case 'ArrowUp':
      return addDays(d, -7);
    case 'ArrowDown':
      return addDays(d, 7);
    case 'Home':
      return addDays(d, -columnOf(d, weekStart));
    case 'End':
      return addDays(d, 6 - columnOf(d, weekStart));
    case 'PageUp':
      return sameDayInMonth(d, -1);
    case 'PageDown':
      return sameDayInMonth(d, 1);
  }
}

export const sameMonth = (d: CalendarDate, m: YearMonth): boolean => d.year === m.year && d.month === m.month;
