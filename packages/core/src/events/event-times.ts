// When an event starts and ends as local date-times: the data has a date and two time labels,
// and an end earlier than (or equal to) the start means the next morning (content/event.schema.ts).
import { dayNumber, fromDayNumber, type CalendarDate } from '../dates/calendar-date';
import { parseTimeOfDay } from '../dates/time-of-day';

/** A wall-clock moment in the venue's own time, without a time zone. */
export interface LocalDateTime {
  readonly date: CalendarDate;
  readonly hour: number;
  readonly minute: number;
}

export interface EventTimes {
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** "2030-06-15" to a calendar date, or null when it is not one. */
export function parseIsoDate(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return fromDayNumber(dayNumber(date)).day === date.day ? date : null;
}

export const isoDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** The start and end of an event, or null when its date or a time label cannot be read. */
export function eventTimes(date: string, startTime: string, endTime: string): EventTimes | null {
  const day = parseIsoDate(date);
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  if (day === null || !start.ok || !end.ok) return null;
  const endDay = end.value <= start.value ? fromDayNumber(dayNumber(day) + 1) : day;
  const at = (d: CalendarDate, minutes: number): LocalDateTime => ({ date: d, hour: Math.floor(minutes / 60), minute: minutes % 60 });
  return { start: at(day, start.value), end: at(endDay, end.value) };
}

/** ISO 8601 local date-time, "2030-06-15T22:00:00" (schema.org accepts it without an offset). */
export const isoLocalDateTime = (t: LocalDateTime): string => `${isoDate(t.date)}T${pad(t.hour)}:${pad(t.minute)}:00`;
