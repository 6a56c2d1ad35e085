// The night an order is for (docs/product.md#the-night-summary), in core's one summary, for the records the backend
// writes: the invoice and the mails. A ticket order's night is its event's, read here; a table's or a booking's is
// in what the guest chose; a coat check's is the night it was handed in on the venue's clock.
import type { NightSummary, NightVenue } from '@venue/core/night/night-summary';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { nightVenueOf, orderNight, ticketOrderEventId } from '@venue/core/night/night-summary';
import type { Queryable } from '../db/database.port';
import { findEvent } from '../store/events.store';
import type { StoredOrder } from '../store/orders.store';

/** The order's night with this venue; null for an order with none (food, gift cards) or an event gone since. */
export async function orderNightOf(db: Queryable, order: StoredOrder, venue: NightVenue): Promise<NightSummary | null> {
  const eventId = order.kind === 'tickets' ? ticketOrderEventId(order.payload) : null;
  const event = eventId === null ? null : ((await findEvent(db, eventId)) ?? null);
  return orderNight(order.kind, order.payload, venue, event, order.createdAt);
}

/** The venue as a summary shows it, from its general info, on the backend's clock (general-info answers that zone too). */
export const nightVenueAt = (info: VenueGeneralInfo | null | undefined, timeZone: string): NightVenue => ({
  ...nightVenueOf(info),
  timeZone,
});
