// CoatCheckPort over HTTP: check-in (a create, with its Idempotency-Key), the claim ticket and
// the lost-item lookup.
import { coatCheckSchemasIn, LostItemResponse } from '@venue/core/orders/coatcheck.schema';
import type { CoatCheckPort } from '@venue/core/orders/coatcheck.port';
import { segment } from './content.http';
import { dataOf } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import type { VenueHttpClient } from './venue-http-client';

/** The claim ticket decodes with the venue's exponent (`moneyExponent`, read before the call). */
export function createCoatCheckHttp(client: VenueHttpClient, moneyExponent: MoneyExponent): CoatCheckPort {
  return {
    checkIn: (payload, idempotencyKey) =>
      withExponent(moneyExponent, (e) =>
        client.post('submit-coatcheck', payload, coatCheckSchemasIn(e).CoatCheckTicketResponse, { idempotencyKey }),
      ).then(dataOf),
    ticket: (ticketId) =>
      withExponent(moneyExponent, (e) => client.get(`coatcheck/${segment(ticketId)}`, coatCheckSchemasIn(e).CoatCheckTicketResponse)).then(
        dataOf,
      ),
    lostItem: (lostItemId) => client.get(`api/lostItem/${segment(lostItemId)}`, LostItemResponse).then(dataOf),
  };
}
