// The venue's today and its closed weekdays, read together from general-info for a page that picks a night
// (table reservations, bottle service): its calendar greys out the closed days (docs/product.md#closed-days).
// A failed read leaves no closed day: the venue still refuses one when the guest sends it.
import type { CalendarDate } from '@venue/core/dates/calendar-date';
import { closedWeekdays } from '@venue/core/booking/closed-days';
import type { WeekDay } from '@venue/core/session/venue-hours';
import { session } from './services';
import { venueToday } from './venue-today';

export interface VenueNights {
  readonly today: CalendarDate;
  readonly closedDays: readonly WeekDay[];
}

export async function loadVenueNights(): Promise<VenueNights> {
  const general = await session.loadGeneralInfo();
  return general.ok
    ? { today: venueToday(general.value.general.timeZone), closedDays: closedWeekdays(general.value.hours) }
    : { today: venueToday(null), closedDays: [] };
}
