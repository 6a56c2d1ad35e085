// MyOrdersPort over HTTP (docs/product.md#find-my-orders): POST my-orders, GET my-orders/{token}.
import type { MyOrdersPort } from '@venue/core/my-orders/my-orders.port';
import { MyOrdersAskedResponse, myOrdersSchemasIn } from '@venue/core/my-orders/my-orders.schema';
import { segment } from './content.http';
import { dataOf, done } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import type { VenueHttpClient } from './venue-http-client';

/** The list decodes with the venue's exponent (`moneyExponent`, read before the call). */
export function createMyOrdersHttp(client: VenueHttpClient, moneyExponent: MoneyExponent): MyOrdersPort {
  return {
    askForLink: (request) => client.post('my-orders', request, MyOrdersAskedResponse).then(done),
    ordersOf: (token) =>
      withExponent(moneyExponent, (e) => client.get(`my-orders/${segment(token)}`, myOrdersSchemasIn(e).MyOrdersListResponse)).then(dataOf),
  };
}
