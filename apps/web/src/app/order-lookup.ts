// The order lookup of every payable kind, for the payment and confirmation pages. Apart from
// services.ts so its schemas load with those pages, not with the shell.
import type { OrderLookupPort } from '@venue/core/payment/payment.port';
import { deferredPort } from './deferred-port';
import { moneyExponent, venueClient } from './services';

// The adapter and its schemas load with the first lookup, after the page has rendered.
export const orderLookup = deferredPort<OrderLookupPort>(() =>
  import('@venue/adapters/http/order-lookup.http').then((http) => http.createOrderLookupHttp(venueClient, moneyExponent)),
);
