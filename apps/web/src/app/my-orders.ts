// "Find my orders" (docs/product.md#find-my-orders): the ask and the list a mailed link opens. Apart from services.ts so
// its schemas load with those pages, not with the shell.
import type { MyOrdersPort } from '@venue/core/my-orders/my-orders.port';
import { deferredPort } from './deferred-port';
import { moneyExponent, venueClient } from './services';

export const myOrders = deferredPort<MyOrdersPort>(() =>
  import('@venue/adapters/http/my-orders.http').then((http) => http.createMyOrdersHttp(venueClient, moneyExponent)),
);
