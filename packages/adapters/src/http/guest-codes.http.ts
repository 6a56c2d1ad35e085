// GuestCodesPort over HTTP: GET guest-codes/order/{orderId}?secret={orderSecret}, guest-codes/guest/{token} and
// guest-codes/public-key.
import { DoorPublicKeyResponse, GuestCodeResponse, OrderGuestCodesResponse } from '@venue/core/guest-codes/guest-code-view.schema';
import type { GuestCodesPort } from '@venue/core/guest-codes/guest-codes.port';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { stringifyQuery } from '@venue/core/routing/query';
import { ok } from '@venue/core/shared/result';
import { segment } from './content.http';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createGuestCodesHttp(client: VenueHttpClient): GuestCodesPort {
  return {
    orderCodes: (orderId, orderSecret) =>
      client
        .get(`guest-codes/order/${segment(orderId)}${stringifyQuery({ [ORDER_SECRET_PARAM]: orderSecret })}`, OrderGuestCodesResponse)
        .then(dataOf),
    guestCode: (linkToken) => client.get(`guest-codes/guest/${segment(linkToken)}`, GuestCodeResponse).then(dataOf),
    doorPublicKey: () =>
      client.get('guest-codes/public-key', DoorPublicKeyResponse).then((result) => (result.ok ? ok(result.value.data.publicKey) : result)),
  };
}
