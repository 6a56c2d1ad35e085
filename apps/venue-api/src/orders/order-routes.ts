// The lookup and confirm endpoints every order kind shares: GET {details}/{id} and
// POST {confirm}/{orderId}. An id of another kind is unknown here (404).
import { Schema } from 'effect';
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import { queueSettledOrderMails } from '../mail/causes/settled-order';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput, notFound, refusal, type Refusal } from '../http/refusal';
import { findOrder, findOrderForUpdate, markConfirmed, type StoredOrder } from '../store/orders.store';
import { confirmationBody, orderDetailsBody } from './order-answers';
import { mailedToOf } from './mailed-to';

const json = { 'content-type': 'application/json; charset=UTF-8' };
/** An object, as every JSON body is (422 `body` otherwise, docs/api-conventions.md); ref and PID pass. */
const ConfirmBody = Schema.Struct({ orderId: Schema.optional(Schema.String) });

export function mountOrderLookup(routes: Hono, ctx: ApiContext, kind: string, detailsPath: string, what: string): void {
  routes.get(`/${detailsPath}/:id`, async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'), kind);
    if (!order) return answerRefusal(c, notFound(what));
    return c.body(JSON.stringify(orderDetailsBody(order, ctx.moneyExponent, await mailedToOf(ctx.db, order))), 200, json);
  });
}

/** How a kind's confirm differs: a reservation's hold is released when it ran out, and says so when refused. */
export interface ConfirmOptions {
  /** Finds the order under its row lock (findOrderForUpdate unless given). */
  readonly lock?: (tx: Queryable, orderId: string) => Promise<StoredOrder | undefined>;
  /** The refusal of a cancelled order (409 order_cancelled unless given). */
  readonly cancelled?: (order: StoredOrder) => Refusal;
}

/** `beforeConfirm` runs under the order's row lock; its refusal is the answer and nothing is confirmed (a booking's night). */
export function mountOrderConfirm(
  routes: Hono,
  ctx: ApiContext,
  kind: string,
  confirmPath: string,
  what: string,
  beforeConfirm?: (tx: Queryable, order: StoredOrder) => Promise<Refusal | null>,
  options: ConfirmOptions = {},
): void {
  routes.post(`/${confirmPath}/:orderId`, async (c) => {
    const orderId = c.req.param('orderId');
    // The body repeats the id (the product brief shows it for food); an empty body is fine, a different id is not.
    if ((await c.req.text()).trim() !== '') {
      const input = await readInput(c, ConfirmBody);
      if (!input.ok) return answerRefusal(c, input.error);
      const sent = input.value.payload.orderId;
      if (sent !== undefined && sent !== orderId)
        return answerRefusal(c, invalidInput('orderId', 'The orderId of the body is not the one of the path.'));
    }
    const answer = await ctx.db.transaction(async (tx) => {
      const order = options.lock ? await options.lock(tx, orderId) : await findOrderForUpdate(tx, orderId, kind);
      if (!order) return null;
      if (order.status === 'cancelled')
        return options.cancelled?.(order) ?? refusal(409, 'order_cancelled', 'This order was cancelled and cannot be confirmed.');
      const refused = beforeConfirm ? await beforeConfirm(tx, order) : null;
      if (refused) return refused;
      await markConfirmed(tx, order.id, ctx.now());
      const confirmed = await findOrder(tx, order.id);
      // Confirmed with nothing to pay (a reservation, free tickets): its guests are expected, so they get codes and mail now.
      if (confirmed) await queueSettledOrderMails(tx, ctx, confirmed, await syncGuestCodes(tx, ctx, confirmed));
      return confirmed;
    });
    if (answer === null || answer === undefined) return answerRefusal(c, notFound(what));
    if ('body' in answer) return answerRefusal(c, answer);
    return c.body(JSON.stringify(confirmationBody(answer)), 200, json);
  });
}
