// The reservation pages' calls (docs/product.md#reservations-and-venue-booking): the blocked periods and the
// BookingsApi, built on the shared venue client when first used; and the loads the pages start from (plain
// reads, so route loaders; the flows themselves are core machines).
import { createBlockedPeriodsHttp } from '@venue/adapters/http/blocked-periods.http';
import { createBookingsHttp } from '@venue/adapters/http/bookings.http';
import { cancelKeyFrom } from '@venue/core/booking/reservation-cancel-key';
import { cancelPageFacts } from '@venue/core/booking/reservation-cancel-view';
import { reservationPolicyOf } from '@venue/core/booking/reservation-policy';
import { holdUntilMoment } from '@venue/core/booking/reservation-times';
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { parseQuery } from '@venue/core/routing/query';
import { blocksWithPage } from '../../app/blocks-with-page';
import { venueTimeZone } from '../../app/site-settings';
import { loadVenueNights } from '../../app/venue-nights';
import { content, session, venueClient } from '../../app/services';
import { loaded } from '../../routing/load';

export const blocks = createBlockedPeriodsHttp(venueClient);
export const bookings = createBookingsHttp(venueClient);

/**
 * The venue's arrival times, minimum party, blocks and closed weekdays; today (the venue's) read in the loader
 * so the server and the browser agree.
 */
export async function loadReservationOffer() {
  const [settings, { today, closedDays }, given] = await Promise.all([
    loaded(content.financialSettings()),
    loadVenueNights(),
    blocksWithPage(blocks, 'reservation'),
  ]);
  return { today, closedDays, minGuestCount: settings.minGuestCount, bottlesTimes: settings.bottlesTimes, ...given };
}

/** The reservation of the address, or null when the venue knows no such reservation (its panel, not an error). */
export async function loadReservation(reservationId: string): Promise<Reservation | null> {
  const found = await bookings.reservation(reservationId);
  if (!found.ok && found.error._tag === 'HttpError' && found.error.status === 404) return null;
  return loaded(Promise.resolve(found));
}

/** The venue's zone and phone, for the moments and the words of the checkout and cancel pages; the clock's own zone without one. */
async function loadVenueClock(): Promise<{ readonly timeZone: string; readonly phone: string | null }> {
  const general = await session.loadGeneralInfo();
  const info = general.ok ? general.value.general : null;
  return {
    timeZone: venueTimeZone(info?.timeZone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    phone: info?.phone?.trim() || null,
  };
}

/** The checkout's reservation and, while it waits for its second step (or once released), until when its table is held. */
export async function loadReservationCheckout(reservationId: string) {
  const [reservation, clock] = await Promise.all([loadReservation(reservationId), loadVenueClock()]);
  return { reservation, holdUntil: reservation === null ? null : holdUntilMoment(reservation, clock.timeZone, new Date()) };
}

/** The cancel page's reservation, the guest's key from its address, and what the venue's cut-off allows now. */
export async function loadReservationCancel(reservationId: string, url: string) {
  const [reservation, settings, clock] = await Promise.all([
    loadReservation(reservationId),
    loaded(content.financialSettings()),
    loadVenueClock(),
  ]);
  const facts = cancelPageFacts(reservation, reservationPolicyOf(settings), clock.timeZone, new Date(), clock.phone);
  return { reservationId, reservation, key: cancelKeyFrom(parseQuery(new URL(url).search)), ...facts };
}
