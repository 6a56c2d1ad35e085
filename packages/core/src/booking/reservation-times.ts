// A reservation's moments as the guest reads them, on the venue's clock (docs/product.md#the-venues-time-zone):
// "10:32 PM" for a moment later today, "Sat 06/15/2030 at 8:00 PM" otherwise.
import { formatTimeLabel } from '../dates/time-of-day';
import { isoDate } from '../events/event-times';
import { nightDateLabel } from '../night/night-words';
import { wallTimeAt } from '../shared/time-zone';

/** The venue's wall clock at `instant`: "10:32 PM". */
export function venueClockTime(instant: Date, timeZone: string): string {
  const wall = wallTimeAt(instant, timeZone);
  return formatTimeLabel(wall.hour * 60 + wall.minute);
}

/** "Sat 06/15/2030 at 8:00 PM" on the venue's clock. */
export function venueDateTime(instant: Date, timeZone: string): string {
  return `${nightDateLabel(isoDate(wallTimeAt(instant, timeZone).date))} at ${venueClockTime(instant, timeZone)}`;
}

/** The time alone when `instant` falls on the venue's calendar day of `now`, else the day and the time. */
export function venueMoment(instant: Date, timeZone: string, now: Date): string {
  const sameDay = isoDate(wallTimeAt(instant, timeZone).date) === isoDate(wallTimeAt(now, timeZone).date);
  return sameDay ? venueClockTime(instant, timeZone) : venueDateTime(instant, timeZone);
}

/** Until when the reservation holds (or held) its table unconfirmed, as the checkout says it; null when it holds none. */
export function holdUntilLabel(
  reservation: { readonly holdUntil?: string | null | undefined },
  timeZone: string,
  now: Date,
): string | null {
  const until = reservation.holdUntil ? new Date(reservation.holdUntil) : null;
  return until === null || Number.isNaN(until.getTime()) ? null : venueMoment(until, timeZone, now);
}
