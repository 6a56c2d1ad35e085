// The guest codes of an order and of one guest (docs/product.md#codes-for-guests), for the confirmation and the guest's
// own page. Apart from services.ts so its schemas load with those pages, not with the shell.
import type { GuestCodesPort } from '@venue/core/guest-codes/guest-codes.port';
import { deferredPort } from './deferred-port';
import { venueClient } from './services';

export const guestCodes = deferredPort<GuestCodesPort>(() =>
  import('@venue/adapters/http/guest-codes.http').then((http) => http.createGuestCodesHttp(venueClient)),
);
