// The loads both ticket pages start from (docs/product.md#tickets): the event, its ticket types as
// the venue groups them, and the financial settings (plain reads, so route loaders; the flows
// themselves are core machines).
import { ticketSale } from '@venue/core/tickets/ticket-sale';
import { typesOfGroups } from '@venue/core/tickets/ticket-cart';
import { loadVenueToday } from '../../app/venue-today';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';

export async function loadEventTickets(eventId: string) {
  const [event, groups, settings, today] = await Promise.all([
    loaded(content.event(eventId)),
    loaded(content.ticketGroups(eventId)),
    loaded(content.financialSettings()),
    loadVenueToday(),
  ]);
  const types = typesOfGroups(groups);
  // Read in the loader, so the server's answer and the hydrated page agree (docs/architecture.md#server-rendering).
  return { event, groups, types, settings, sale: ticketSale(event, types, today) };
}
