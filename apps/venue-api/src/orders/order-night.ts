// The night an order is for (docs/product.md#the-night-summary), in core's one summary, for the records the backend
// writes: the invoice and the mails. A ticket order's night is its event's, read here; a table's or a booking's is
// in what the guest chose; a coat check's is the night it was handed in on the venue's clock.
import type { NightSummary, NightVenue } from '@venue/core/night/night-summary';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { nightVenueOf, orderNight, ticketOrderEventId } from '@venue/core/night/night-summary';
import type { Database } from '../db/database.port';
import { venueText } from '../languages/venue-texts';
import { findEvent } from '../store/events.store';
import type { StoredOrder } from '../store/orders.store';

/**
 * The order's night with this venue, the venue's texts (the event's name and room, the address) in the order's
 * language where the venue wrote them in it (docs/product.md#languages); null for an order with none (food, gift
 * cards) or an event gone since.
 */
export async function orderNightOf(db: Database, order: StoredOrder, venue: NightVenue): Promise<NightSummary | null> {
  const eventId = order.kind === 'tickets' ? ticketOrderEventId(order.payload) : null;
  const event = eventId === null ? null : ((await findEvent(db, eventId)) ?? null);
  const [translated, at] = await Promise.all([event && eventIn(db, event, order.language), venueIn(db, venue, order.language)]);
  return orderNight(order.kind, order.payload, at, translated, order.createdAt);
}

/** An event as a guest reading `language` sees it: its name and room in that language where the venue wrote them in it. */
export const eventIn = async <E extends { readonly name: string; readonly location: string }>(
  db: Database,
  event: E,
  language: string,
): Promise<E> => ({ ...event, name: await venueText(db, event.name, language), location: await venueText(db, event.location, language) });

/** The venue as a guest reading `language` sees it: its address in that language where the venue wrote it in it. */
export const venueIn = async (db: Database, venue: NightVenue, language: string): Promise<NightVenue> => ({
  ...venue,
  address: venue.address === null ? null : await venueText(db, venue.address, language),
});

/** The venue as a summary shows it, from its general info, on the backend's clock (general-info answers that zone too). */
export const nightVenueAt = (info: VenueGeneralInfo | null | undefined, timeZone: string): NightVenue => ({
  ...nightVenueOf(info),
  timeZone,
});
