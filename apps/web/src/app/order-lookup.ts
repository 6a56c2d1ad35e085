// The order lookup of every payable kind, for the payment and confirmation pages. Apart from
// services.ts so its schemas load with those pages, not with the shell.
import { createOrderLookupHttp } from '@venue/adapters/http/order-lookup.http';
import { venueClient } from './services';

export const orderLookup = createOrderLookupHttp(venueClient);
