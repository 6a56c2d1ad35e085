// The reservation pages' calls (docs/product.md#reservations-and-venue-booking): the blocked periods and the
// BookingsApi, built on the shared venue client when first used; and the loads the pages start from (plain
// reads, so route loaders; the flows themselves are core machines).
import { createBlockedPeriodsHttp } from '@venue/adapters/http/blocked-periods.http';
import { createBookingsHttp } from '@venue/adapters/http/bookings.http';
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { blocksWithPage } from '../../app/blocks-with-page';
import { loadVenueToday } from '../../app/venue-today';
import { content, venueClient } from '../../app/services';
import { loaded } from '../../routing/load';

export const blocks = createBlockedPeriodsHttp(venueClient);
export const bookings = createBookingsHttp(venueClient);

/**
 * The venue's arrival times, minimum party and blocks; today (the venue's) read in the loader so the server
 * and the browser agree.
 */
export async function loadReservationOffer() {
  const [settings, today, given] = await Promise.all([
    loaded(content.financialSettings()),
    loadVenueToday(),
    blocksWithPage(blocks, 'reservation'),
  ]);
  return { today, minGuestCount: settings.minGuestCount, bottlesTimes: settings.bottlesTimes, ...given };
}

/** The reservation of the address, or null when the venue knows no such reservation (its panel, not an error). */
export async function loadReservation(reservationId: string): Promise<Reservation | null> {
  const found = await bookings.reservation(reservationId);
  if (!found.ok && found.error._tag === 'HttpError' && found.error.status === 404) return null;
  return loaded(Promise.resolve(found));
}
