// The choices a guest picks from when booking a night (spec 9): guest count, arrival time, date.
// Pure: the caller passes `today`, so the rules never read a clock.
import { err, ok, type Result } from '../shared/result';

export const MAX_GUEST_COUNT = 20;

/** A day of the calendar, as the guest sees it (month 1-12, day 1-31), with no time zone. */
export type CalendarDate = { year: number; month: number; day: number };

export interface InvalidDate {
  readonly _tag: 'InvalidDate';
  readonly input: string;
}

export interface InvalidTime {
  readonly _tag: 'InvalidTime';
  readonly input: string;
}

/**
 * Guest counts offered: the venue's minGuestCount through 20. The minimum is clamped to 1..20 and a
 * fractional one rounds up (a minimum of 2.5 guests means 3); NaN or infinity offers 1..20.
 */
export function guestCountChoices(minGuestCount: number): readonly number[] {
  const lowest = Number.isFinite(minGuestCount) ? Math.min(MAX_GUEST_COUNT, Math.max(1, Math.ceil(minGuestCount))) : 1;
  return Array.from({ length: MAX_GUEST_COUNT - lowest + 1 }, (_, i) => lowest + i);
}

// ---- Times of the night ------------------------------------------------------------------------

const MINUTES_PER_DAY = 24 * 60;

/**
 * A night runs from 6:00 AM of its date to 5:59 AM of the next day, so "1:00 AM" chosen for the night
 * of May 1 means the early hours of May 2 and sorts after "11:00 PM".
 */
export const NIGHT_STARTS_AT_MINUTE = 6 * 60;

/** Minutes since midnight of the night's date: 360 (6:00 AM) up to 1799 (5:59 AM the next day). */
export const toMinutesOfNight = (minutesOfDay: number): number =>
  minutesOfDay < NIGHT_STARTS_AT_MINUTE ? minutesOfDay + MINUTES_PER_DAY : minutesOfDay;

const twelveHour = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;
const twentyFourHour = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes since midnight (0..1439) of "7:00 PM", "7 pm", "07:30PM" or the 24-hour "19:30". */
export function parseTimeOfDay(label: string): Result<number, InvalidTime> {
  const text = label.trim();
  const invalid = err<InvalidTime>({ _tag: 'InvalidTime', input: label });
  const am = twelveHour.exec(text);
  if (am) {
    const hour = Number(am[1]);
    const minute = Number(am[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return invalid;
    const pm = am[3]?.toLowerCase() === 'p';
    return ok((hour % 12) * 60 + (pm ? 12 * 60 : 0) + minute);
  }
  const h24 = twentyFourHour.exec(text);
  if (h24) {
    const hour = Number(h24[1]);
    const minute = Number(h24[2]);
    const second = Number(h24[3] ?? '0');
    if (hour > 23 || minute > 59 || second > 59) return invalid;
    return ok(hour * 60 + minute);
  }
  return invalid;
}

/** A time label ("1:00 AM") as minutes of the night, so times after midnight sort after the evening. */
export function parseTimeLabel(label: string): Result<number, InvalidTime> {
  const minutes = parseTimeOfDay(label);
  return minutes.ok ? ok(toMinutesOfNight(minutes.value)) : minutes;
}

/** "7:00 PM" for 1140; accepts minutes of the day or of the night (taken modulo one day). */
export function formatTimeLabel(minutes: number): string {
  const ofDay = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(ofDay / 60);
  const minute = ofDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

const DEFAULT_FIRST_ARRIVAL = 19 * 60; // 7:00 PM
const DEFAULT_LAST_ARRIVAL = MINUTES_PER_DAY + 2 * 60; // 2:00 AM the same night
const DEFAULT_STEP = 30;

/** Every 30 minutes from 7:00 PM through 2:00 AM (spec 9). */
export const defaultArrivalTimes: readonly string[] = Array.from(
  { length: (DEFAULT_LAST_ARRIVAL - DEFAULT_FIRST_ARRIVAL) / DEFAULT_STEP + 1 },
  (_, i) => formatTimeLabel(DEFAULT_FIRST_ARRIVAL + i * DEFAULT_STEP),
);

/**
 * The arrival times offered: the venue's bottlesTimes in night order, written as "h:mm AM/PM",
 * without duplicates. Labels that are not times are left out; when none is left, the defaults apply.
 */
export function arrivalTimeChoices(bottlesTimes?: readonly string[]): readonly string[] {
  const minutes = new Set<number>();
  for (const label of bottlesTimes ?? []) {
    const parsed = parseTimeLabel(label);
    if (parsed.ok) minutes.add(parsed.value);
  }
  if (minutes.size === 0) return defaultArrivalTimes;
  return [...minutes].sort((a, b) => a - b).map(formatTimeLabel);
}

// ---- Calendar dates ----------------------------------------------------------------------------

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real day between the years 1 and 9999 (whole numbers, month 1-12, day within the month). */
export function isValidCalendarDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

/** Days since 1970-01-01 (proleptic Gregorian), computed without Date so no time zone can leak in. */
export function dayNumber(d: CalendarDate): number {
  const y = d.month <= 2 ? d.year - 1 : d.year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (d.month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + d.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of dayNumber. */
export function fromDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export const compareDates = (a: CalendarDate, b: CalendarDate): number => dayNumber(a) - dayNumber(b);

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** MM/DD/YYYY (spec 9). */
export const formatDate = (d: CalendarDate): string => `${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`;

const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Reads MM/DD/YYYY (single-digit month and day accepted); anything else, or a day that does not exist, is an InvalidDate. */
export function parseDate(s: string): Result<CalendarDate, InvalidDate> {
  const match = usDate.exec(s.trim());
  if (!match) return err({ _tag: 'InvalidDate', input: s });
  const date = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return isValidCalendarDate(date) ? ok(date) : err({ _tag: 'InvalidDate', input: s });
}

/** The earliest selectable date is today (spec 9); a date that does not exist is never selectable. */
export const isSelectableDate = (d: CalendarDate, today: CalendarDate): boolean =>
  isValidCalendarDate(d) && isValidCalendarDate(today) && compareDates(d, today) >= 0;
