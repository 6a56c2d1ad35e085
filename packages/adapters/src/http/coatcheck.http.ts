// CoatCheckPort over HTTP: check-in (a create, with its Idempotency-Key), the claim ticket and
// the lost-item lookup.
import { CoatCheckTicketResponse, LostItemResponse } from '@venue/core/orders/coatcheck.schema';
import type { CoatCheckPort } from '@venue/core/orders/coatcheck.port';
import { segment } from './content.http';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createCoatCheckHttp(client: VenueHttpClient): CoatCheckPort {
  return {
    checkIn: (payload, idempotencyKey) =>
      client.post('submit-coatcheck', payload, CoatCheckTicketResponse, { idempotencyKey }).then(dataOf),
    ticket: (ticketId) => client.get(`coatcheck/${segment(ticketId)}`, CoatCheckTicketResponse).then(dataOf),
    lostItem: (lostItemId) => client.get(`api/lostItem/${segment(lostItemId)}`, LostItemResponse).then(dataOf),
  };
}
