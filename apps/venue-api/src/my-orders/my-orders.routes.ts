// POST my-orders and GET my-orders/{token} (docs/product.md#find-my-orders, docs/api.md). The ask answers 202 with the
// same body whatever the address, so it tells nobody who has ordered; only an address with paid or confirmed orders
// gets a mail, queued in the transaction that stores the link's request. The link answers that address's orders,
// 410 `link_expired` past its time and 404 for a token this venue never signed; a reservation ahead comes with its
// cancel link's key.
import { Hono } from 'hono';
import { mailTo } from '@venue/core/mail/mail-recipients';
import { isMyOrdersTokenShape, myOrdersLinkExpiry } from '@venue/core/my-orders/my-orders-token';
import { MyOrdersAskedResponse, myOrdersSchemasIn, MyOrdersRequest } from '@venue/core/my-orders/my-orders.schema';
import { Schema } from 'effect';
import { cancelLinkKey } from '../bookings/reservation-cancel-link';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound, refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { mailHost } from '../mail/mail-settings';
import { requestLanguage } from '../languages/request-language';
import { queueMail } from '../mail/queue-mail';
import { signedLinks } from '../mail/signed-links';
import { spendAddressBudget } from './address-budget';
import { buyerOrders, hasBuyerOrders } from './buyer-orders';
import { insertMyOrdersLink } from './my-orders-links.store';
import { readMyOrdersToken } from './my-orders-links';

const asked = Schema.encodeUnknownSync(MyOrdersAskedResponse)({ data: { sent: true } });

export function myOrdersRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/my-orders', async (c) => {
    const input = await readInput(c, MyOrdersRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const email = input.value.payload.email.trim();
    const now = ctx.now();
    const budget = await spendAddressBudget(ctx.db, email, now);
    if (!budget.ok) {
      const seconds = Math.max(1, Math.ceil(budget.msBeforeNext / 1000));
      c.header('retry-after', String(seconds));
      return answerRefusal(c, refusal(429, 'rate_limited', `Too many requests for this address. Please wait ${seconds} s and try again.`));
    }
    await ctx.db.transaction(async (tx) => {
      if (!(await hasBuyerOrders(tx, email))) return;
      const language = await requestLanguage(c, tx);
      const link = await insertMyOrdersLink(tx, email, now, new Date(myOrdersLinkExpiry(now) * 1000), language);
      await queueMail(tx, [{ ...mailTo('my-orders-link', email, { type: 'lookup', id: link.id }), language }], now, mailHost(ctx.mail));
    });
    return c.json(asked, 202);
  });

  routes.get('/my-orders/:token', async (c) => {
    const token = c.req.param('token');
    // Not a signed link's shape (bounded): refused before any read.
    const reading = isMyOrdersTokenShape(token) ? await readMyOrdersToken(ctx.db, ctx.now, token) : 'invalid';
    if (reading === 'invalid') return answerRefusal(c, notFound('This link'));
    if (reading === 'expired') return answerRefusal(c, refusal(410, 'link_expired', 'This link has expired. Ask for a new one.'));
    const links = await signedLinks(ctx.db, ctx.now);
    const cancelLinks = { today: todayOf(ctx), keyOf: (id: string) => cancelLinkKey(links, id) };
    const orders = await buyerOrders(ctx.db, reading.link.email, cancelLinks);
    return respond(c, myOrdersSchemasIn(ctx.moneyExponent).MyOrdersListResponse, {
      data: { expiresAt: reading.link.expiresAt.toISOString(), orders },
    });
  });

  return routes;
}
