// GET guest-codes/public-key (the door's key; not secret, so no bearer token), GET guest-codes/order/{orderId}?secret=
// (an order's live codes, for the buyer alone: the order id travels in links the buyer shares, the order secret does
// not) and GET guest-codes/guest/{token} (one guest's code by their own link). docs/product.md#codes-for-guests.
import { Hono } from 'hono';
import {
  DoorPublicKeyResponse,
  GuestCodeResponse,
  GuestLinkToken,
  OrderGuestCodesResponse,
} from '@venue/core/guest-codes/guest-code-view.schema';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { Schema } from 'effect';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { findGuestCodeByLink, listLiveGuestCodes } from '../store/guest-codes.store';
import { holdsOrderSecret } from '../orders/order-secret';
import { findOrder } from '../store/orders.store';
import { buyerOfCodes, guestCodeView, guestCodeViews } from './guest-code-views';
import { venueKeys } from './venue-keys';

const isLinkToken = Schema.is(GuestLinkToken);

/** Mounted before the bearer token is required: the door reads the key with no client credentials. */
export function guestCodeKeyRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/guest-codes/public-key', async (c) => {
    const keys = await venueKeys(ctx.db, ctx.now);
    c.header('cache-control', 'public, max-age=300');
    return respond(c, DoorPublicKeyResponse, { data: { algorithm: 'Ed25519', publicKey: keys.publicKey } });
  });
  return routes;
}

export function guestCodesRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/guest-codes/order/:orderId', async (c) => {
    const orderId = c.req.param('orderId');
    const order = await findOrder(ctx.db, orderId);
    // An unknown order and a wrong or missing secret get the one answer, so the refusal tells nothing of the order.
    if (!order || !holdsOrderSecret(order, c.req.query(ORDER_SECRET_PARAM)))
      return answerRefusal(c, notFound('An order with this id and secret'));
    const keys = await venueKeys(ctx.db, ctx.now);
    return respond(c, OrderGuestCodesResponse, {
      data: { orderId, codes: await guestCodeViews(keys, await listLiveGuestCodes(ctx.db, orderId)) },
    });
  });
  routes.get('/guest-codes/guest/:token', async (c) => {
    const token = c.req.param('token');
    const code = isLinkToken(token) ? await findGuestCodeByLink(ctx.db, token) : undefined;
    if (!code) return answerRefusal(c, notFound('A guest code with this link'));
    const buyer = buyerOfCodes(await listLiveGuestCodes(ctx.db, code.orderId));
    return respond(c, GuestCodeResponse, { data: await guestCodeView(await venueKeys(ctx.db, ctx.now), code, buyer) });
  });
  return routes;
}
