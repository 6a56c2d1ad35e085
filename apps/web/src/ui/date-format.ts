// Dates and times as the page's language writes them (docs/product.md#dates): its names and order from the
// `dates` catalog, its hour cycle and first weekday from core. Written by hand, not by Intl: the server and the
// browser then write the same text to the character, and hydration loads no locale data (docs/performance.md).
import { weekdayOf, type CalendarDate } from '@venue/core/dates/calendar-date';
import { hourCycleOf, weekdayColumns, weekStartOf, type WeekStart } from '@venue/core/dates/language-calendar';
import { minutesOfDay, parseTimeOfDay } from '@venue/core/dates/time-of-day';
import { wallTimeAt } from '@venue/core/shared/time-zone';
import { parseIsoDate } from '@venue/core/events/event-times';
import type { YearMonth } from '@venue/core/events/calendar-grid';
import type { VenueMoment, VenueWallTime } from '@venue/core/booking/reservation-times';
import * as m from '~messages/dates';
import { LANGUAGE } from '~messages/language';

/** The first column of every calendar of the page. */
export const WEEK_START: WeekStart = weekStartOf(LANGUAGE);

/** The weekdays (0 = Sunday) in the page's column order. */
export const WEEKDAY_COLUMNS: readonly number[] = weekdayColumns(WEEK_START);

const HOUR_CYCLE = hourCycleOf(LANGUAGE);

/** A time of day in minutes (taken modulo a day): "9:15 PM" in English, "21:15" in a 24-hour language. */
export function formatMinutes(minutes: number): string {
  const ofDay = minutesOfDay(minutes);
  const hour = Math.floor(ofDay / 60);
  const minute = String(ofDay % 60).padStart(2, '0');
  if (HOUR_CYCLE === 'h23') return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? m.beforeNoon : m.afterNoon}`;
}

/** A time the venue wrote ("10:00 PM", "22:00") in the page's clock; anything else as it came. */
export function formatTimeOfDay(label: string): string {
  const minutes = parseTimeOfDay(label);
  return minutes.ok ? formatMinutes(minutes.value) : label;
}

/**
 * An instant on the venue's clock when its time zone is known; else on the guest's, so call it without a zone only
 * in the browser (after hydration).
 */
export function formatClockTime(iso: string, timeZone?: string | null): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const wall = timeZone ? wallTimeAt(instant, timeZone) : { hour: instant.getHours(), minute: instant.getMinutes() };
  return formatMinutes(wall.hour * 60 + wall.minute);
}

/** "Sat 06/15/2030" in English: the weekday a guest plans by and the date. */
export const formatShortDate = (date: CalendarDate): string =>
  `${m.weekdayShort(weekdayOf(date))} ${m.numericDate(date.year, date.month, date.day)}`;

/** formatShortDate of an ISO day; anything else as it came. */
export function formatEventDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatShortDate(date) : iso;
}

/** A day and time on the venue's clock: "Sat 06/15/2030 at 8:00 PM". */
export const formatWallTime = ({ day, minutes }: VenueWallTime): string => m.dateAtTime(formatShortDate(day), formatMinutes(minutes));

/** The time alone on the venue's today ("10:32 PM"), else the day and the time. */
export const formatVenueMoment = (moment: VenueMoment): string => (moment.today ? formatMinutes(moment.minutes) : formatWallTime(moment));

/** "06/15/2030" in English, "15/06/2030" in French: a day as digits. */
export const formatNumericDate = (d: CalendarDate): string => m.numericDate(d.year, d.month, d.day);

/** The two parts of a date badge: "JUN" and "15". */
export function dateBadge(iso: string): { month: string; day: string } {
  const date = parseIsoDate(iso);
  return date ? { month: m.monthBadge(date.month), day: String(date.day) } : { month: '', day: '' };
}

export const monthName = (month: number): string => m.monthName(month);

/** A calendar's title: "June 2030". */
export const monthTitle = ({ year, month }: YearMonth): string => m.monthYear(month, year);

/** "Saturday, June 15, 2030". */
export const longDate = (d: CalendarDate): string => m.longDate(weekdayOf(d), d.year, d.month, d.day);
