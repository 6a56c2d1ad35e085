// The venue's calendar day, for loaders that decide "past" (ticket sales): on the server and in the
// browser alike it follows the venue's time zone, not the machine's or the guest's
// (docs/product.md#the-venues-time-zone). An API that names no zone leaves the clock's own day.
import type { CalendarDate } from '@venue/core/dates/calendar-date';
import { wallTimeAt } from '@venue/core/shared/time-zone';
import { localToday } from './local-today';
import { session } from './services';
import { venueTimeZone } from './site-settings';

export function venueToday(fromApi: string | null | undefined, now = new Date()): CalendarDate {
  const timeZone = venueTimeZone(fromApi);
  return timeZone ? wallTimeAt(now, timeZone).date : localToday();
}

/** Reads the venue's zone from general-info; a failed read falls back to the clock's day. */
export async function loadVenueToday(): Promise<CalendarDate> {
  const general = await session.loadGeneralInfo();
  return venueToday(general.ok ? general.value.general.timeZone : null);
}
