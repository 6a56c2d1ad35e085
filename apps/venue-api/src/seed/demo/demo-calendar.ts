// Where the demo's dated things fall, relative to the seeding day: nights the venue opens (its hours'
// closed weekdays left out, core's closed-days rule), the next night of a weekday, a holiday's date
// within a window. ISO dates (YYYY-MM-DD) throughout, as the seed writes them.
import { closedWeekdays, isClosedDay, weekDayOf } from '@venue/core/booking/closed-days';
import { parseIsoDate } from '@venue/core/events/event-times';
import type { VenueHours } from '@venue/core/session/venue-general-info.schema';
import type { WeekDay } from '@venue/core/session/venue-hours';
import { addDays } from '../../shared/calendar';
import { demoHours } from './demo-hours';

function calendarDate(iso: string) {
  const date = parseIsoDate(iso);
  if (date === null) throw new Error(`${iso} is not an ISO date.`);
  return date;
}

export const weekDayOfIso = (iso: string): WeekDay => weekDayOf(calendarDate(iso));

/** The nights a venue with these hours opens: each variant of the demo has its own week (demo-variant.ts). */
export interface OpenWeek {
  /** Whether the venue opens that day. */
  isOpenNight(iso: string): boolean;
  /** The first open night on or after `from` whose next night is open too. */
  firstTwoOpenNights(from: string): string;
}

export function openWeek(hours: VenueHours): OpenWeek {
  const closed = closedWeekdays(hours);
  const isOpenNight = (iso: string): boolean => !isClosedDay(closed, calendarDate(iso));
  return {
    isOpenNight,
    firstTwoOpenNights: (from) => firstDate(from, 1, (d) => isOpenNight(d) && isOpenNight(addDays(d, 1))),
  };
}

/** The first date from `from` on (`step` 1) or back (`step` -1) that `accept` takes; the search ends within a year. */
export function firstDate(from: string, step: 1 | -1, accept: (iso: string) => boolean): string {
  for (let i = 0; i < 366; i++) {
    const date = addDays(from, i * step);
    if (accept(date)) return date;
  }
  throw new Error(`No date within a year of ${from} fits.`);
}

/** The default demo's week. */
export const demoWeek: OpenWeek = openWeek(demoHours);

/** A month and day of the year, such as New Year's Eve. */
export interface YearDay {
  readonly month: number;
  readonly day: number;
}

/** That day's date within `days` days from `from` on (forward when `days` > 0, back when < 0), or null. */
export function yearDayWithin(from: string, days: number, { month, day }: YearDay): string | null {
  const step = days > 0 ? 1 : -1;
  for (let i = 0; i < Math.abs(days); i++) {
    const date = addDays(from, i * step);
    const { month: m, day: d } = calendarDate(date);
    if (m === month && d === day) return date;
  }
  return null;
}
