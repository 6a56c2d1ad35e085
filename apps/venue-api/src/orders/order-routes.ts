// The lookup and confirm endpoints every order kind shares: GET {details}/{id} and
// POST {confirm}/{orderId}. An id of another kind is unknown here (404).
import type { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { notFound } from '../http/api-error';
import { confirmationBody, orderDetailsBody } from './order-answers';
import { findOrder, findOrderForUpdate, markConfirmed } from './orders.store';
import { answerRefusal, invalid, refusal } from './refusal';

const json = { 'content-type': 'application/json; charset=UTF-8' };

export function mountOrderLookup(routes: Hono, ctx: ApiContext, kind: string, detailsPath: string, what: string): void {
  routes.get(`/${detailsPath}/:id`, async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'), kind);
    if (!order) return notFound(c, what);
    return c.body(JSON.stringify(orderDetailsBody(order)), 200, json);
  });
}

export function mountOrderConfirm(routes: Hono, ctx: ApiContext, kind: string, confirmPath: string, what: string): void {
  routes.post(`/${confirmPath}/:orderId`, async (c) => {
    const orderId = c.req.param('orderId');
    // The body repeats the id (spec 7 shows it for food); an empty body is fine, a different id is not.
    const text = await c.req.text();
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return answerRefusal(c, refusal(400, 'malformed_json', 'The request body is not valid JSON.'));
      }
      const sent = typeof body === 'object' && body !== null ? (body as { orderId?: unknown }).orderId : undefined;
      if (sent !== undefined && sent !== orderId) return answerRefusal(c, invalid('orderId', 'The orderId of the body is not the one of the path.'));
    }
    const answer = await ctx.db.transaction(async (tx) => {
      const order = await findOrderForUpdate(tx, orderId, kind);
      if (!order) return null;
      if (order.status === 'cancelled') return refusal(409, 'order_cancelled', 'This order was cancelled and cannot be confirmed.');
      await markConfirmed(tx, order.id, ctx.now());
      return await findOrder(tx, order.id);
    });
    if (answer === null || answer === undefined) return notFound(c, what);
    if ('body' in answer) return answerRefusal(c, answer);
    return c.body(JSON.stringify(confirmationBody(answer)), 200, json);
  });
}
