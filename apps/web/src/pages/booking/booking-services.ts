// The calls the booking pages make besides the order flow: the blocked periods of venue bookings and the
// private-event reads and status changes (plain adapters over the venue client; the flows are core machines).
import { createBlockedPeriodsHttp } from '@venue/adapters/http/blocked-periods.http';
import { createBookingsHttp } from '@venue/adapters/http/bookings.http';
import { venueClient } from '../../app/services';
import { LoadError } from '../../routing/load';

export const bookings = createBookingsHttp(venueClient);
export const blockedPeriods = createBlockedPeriodsHttp(venueClient);

/** The private event at the address, or null when the venue knows none; other failures go to the route's error panel. */
export async function loadPrivateEvent(eventId: string) {
  const result = await bookings.privateEvent(eventId);
  if (result.ok) return result.value;
  const error = new LoadError(result.error);
  if (error.notFound) return null;
  throw error;
}
