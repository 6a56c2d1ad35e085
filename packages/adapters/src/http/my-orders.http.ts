// MyOrdersPort over HTTP (docs/product.md#find-my-orders): POST my-orders, GET my-orders/{token}.
import type { MyOrdersPort } from '@venue/core/my-orders/my-orders.port';
import { MyOrdersAskedResponse, MyOrdersListResponse } from '@venue/core/my-orders/my-orders.schema';
import { segment } from './content.http';
import { dataOf, done } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createMyOrdersHttp(client: VenueHttpClient): MyOrdersPort {
  return {
    askForLink: (request) => client.post('my-orders', request, MyOrdersAskedResponse).then(done),
    ordersOf: (token) => client.get(`my-orders/${segment(token)}`, MyOrdersListResponse).then(dataOf),
  };
}
