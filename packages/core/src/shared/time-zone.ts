// The venue's clock (docs/product.md#the-venues-time-zone): an IANA time zone turns an instant into
// the venue's wall time, its UTC offset and its calendar day, and a wall time back into an instant.
// Intl carries the time-zone data (DST rules included), so no date library is needed.
import { dayNumber, fromDayNumber, type CalendarDate } from '../dates/calendar-date';
import { isoDate } from '../events/event-times';

/** A wall-clock reading in some zone, to the second. */
export interface WallTime {
  readonly date: CalendarDate;
  readonly hour: number;
  readonly minute: number;
  readonly second?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // h23: some engines write midnight as "24" with hour12: false.
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...fields });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` is an IANA time-zone name this runtime knows ("America/New_York", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false; // Intl also takes offsets such as "+01:00" in newer engines
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at `instant`. */
export function wallTimeAt(instant: Date, zone: string): Required<WallTime> {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    date: { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 },
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds of a wall time read as if it were UTC. */
const asUtcMs = (t: WallTime): number => (dayNumber(t.date) * 86_400 + t.hour * 3600 + t.minute * 60 + (t.second ?? 0)) * 1000;

/** The zone's offset from UTC at `instant`, in minutes (New York in July: -240). */
export function offsetMinutesAt(instant: Date, zone: string): number {
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtcMs(wallTimeAt(instant, zone)) - wholeSecond) / 60_000);
}

const sameWallTime = (a: WallTime, b: WallTime): boolean =>
  dayNumber(a.date) === dayNumber(b.date) && a.hour === b.hour && a.minute === b.minute && (a.second ?? 0) === (b.second ?? 0);

/**
 * The instant a wall time names in `zone`. Like Temporal's "compatible": a time the clocks skipped
 * (spring forward) is read with the offset before the change, a time that happened twice (fall back)
 * is the earlier one.
 */
export function instantOf(wall: WallTime, zone: string): Date {
  const local = asUtcMs(wall);
  const DAY = 86_400_000;
  const before = offsetMinutesAt(new Date(local - DAY), zone) * 60_000;
  const after = offsetMinutesAt(new Date(local + DAY), zone) * 60_000;
  const candidates = [local - before, local - after].filter((ms) => sameWallTime(wallTimeAt(new Date(ms), zone), wall));
  return new Date(candidates.length > 0 ? Math.min(...candidates) : local - before);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** "+02:00", "-04:00", "+05:45". */
export function isoOffset(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** ISO 8601 with the zone's offset at that instant: "2030-06-15T22:00:00-04:00". */
export function isoInZone(instant: Date, zone: string): string {
  const t = wallTimeAt(instant, zone);
  return `${isoDate(t.date)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${isoOffset(offsetMinutesAt(instant, zone))}`;
}

/** The venue's calendar day at `instant`, "YYYY-MM-DD": what "today" means for the venue. */
export const venueDayOf = (instant: Date, zone: string): string => isoDate(wallTimeAt(instant, zone).date);

/** The instant the venue's day begins (its first wall-clock moment, 1:00 where midnight was skipped). */
export const startOfVenueDay = (date: CalendarDate, zone: string): Date => instantOf({ date, hour: 0, minute: 0 }, zone);

/** The next calendar day. */
export const nextDay = (date: CalendarDate): CalendarDate => fromDayNumber(dayNumber(date) + 1);
