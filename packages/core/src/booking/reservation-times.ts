// A reservation's moments on the venue's clock (docs/product.md#the-venues-time-zone), as data the page writes in
// its language (apps/web/src/ui/date-format.ts): the venue's day and time, and whether that day is the venue's today
// (the page then says the time alone: "10:32 PM", else "Sat 06/15/2030 at 8:00 PM").
import type { CalendarDate } from '../dates/calendar-date';
import { wallTimeAt } from '../shared/time-zone';

/** An instant as the venue's wall clock reads it. */
export interface VenueWallTime {
  readonly day: CalendarDate;
  /** Minutes after the venue's midnight. */
  readonly minutes: number;
}

export interface VenueMoment extends VenueWallTime {
  /** The instant falls on the venue's calendar day of "now". */
  readonly today: boolean;
}

const sameDay = (a: CalendarDate, b: CalendarDate): boolean => a.year === b.year && a.month === b.month && a.day === b.day;

/** The venue's wall clock at `instant`. */
export function venueWallTime(instant: Date, timeZone: string): VenueWallTime {
  const wall = wallTimeAt(instant, timeZone);
  return { day: wall.date, minutes: wall.hour * 60 + wall.minute };
}

/** The venue's wall clock at `instant`, and whether it is the venue's day of `now`. */
export function venueMoment(instant: Date, timeZone: string, now: Date): VenueMoment {
  const wall = venueWallTime(instant, timeZone);
  return { ...wall, today: sameDay(wall.day, wallTimeAt(now, timeZone).date) };
}

/** Until when the reservation holds (or held) its table unconfirmed; null when it holds none. */
export function holdUntilMoment(
  reservation: { readonly holdUntil?: string | null | undefined },
  timeZone: string,
  now: Date,
): VenueMoment | null {
  const until = reservation.holdUntil ? new Date(reservation.holdUntil) : null;
  return until === null || Number.isNaN(until.getTime()) ? null : venueMoment(until, timeZone, now);
}
