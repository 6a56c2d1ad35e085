// The calls the booking pages make besides the order flow: the blocked periods of venue bookings and the
// private-event reads and status changes (plain adapters over the venue client; the flows are core machines).
import { createBlockedPeriodsHttp } from '@venue/adapters/http/blocked-periods.http';
import { createBookingsHttp } from '@venue/adapters/http/bookings.http';
import { paymentFigures } from '@venue/core/payment/payment-due';
import { orderLookup } from '../../app/order-lookup';
import { venueClient } from '../../app/services';
import { LoadError, loaded } from '../../routing/load';

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

/**
 * The checkout's booking and what it asks online: the deposit the venue stored on it (its amount due), or null
 * when there is none (docs/product.md#reservations-and-venue-booking).
 */
export async function loadBookingCheckout(eventId: string) {
  const booking = await loadPrivateEvent(eventId);
  if (booking === null) return { eventId, booking, order: null, deposit: null };
  const order = await loaded(orderLookup.lookUp('bookings', eventId));
  const figures = paymentFigures(order);
  return { eventId, booking, order, deposit: figures !== null && figures.dueNow > 0 ? figures.dueNow : null };
}
