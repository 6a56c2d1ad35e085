// Food delivery orders: POST food-items-group (price check), POST new-food-order (Idempotency-Key),
// GET food-order/{id}, POST confirm-food-order/{orderId}.
import { Hono } from 'hono';
import { FoodGroupRequest, FoodOrderPayload } from '@venue/core/orders/food-order.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal } from '../http/refusal';
import { quoteFood } from '../orders/food-pricing';
import { withIdempotency } from '../orders/idempotency';
import { createdBody, priceCheckBody, storedTotals } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import { insertOrder, newOrderId } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';

const KIND = 'food';
const WHAT = 'A food order with this id';

export function foodRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/food-items-group', async (c) => {
    const input = await readInput(c, FoodGroupRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const quote = await quoteFood(ctx.db, ctx, input.value.payload);
    if (!quote.ok) return answerRefusal(c, quote.error);
    return c.json(priceCheckBody(quote.value, ctx.moneyExponent));
  });

  routes.post('/new-food-order', async (c) =>
    withIdempotency(ctx, c, 'new-food-order', async (tx) => {
      const input = await readInput(c, FoodOrderPayload);
      if (!input.ok) return input.error;
      const quote = await quoteFood(tx, ctx, input.value.payload);
      if (!quote.ok) return quote.error;
      const order = await insertOrder(tx, {
        id: newOrderId(KIND),
        kind: KIND,
        payload: input.value.payload,
        ...storedTotals(quote.value),
        createdAt: ctx.now(),
        language: await requestLanguage(c, tx),
      });
      return { status: 200, body: createdBody(order.id) };
    }),
  );

  mountOrderLookup(routes, ctx, KIND, 'food-order', WHAT);
  mountOrderConfirm(routes, ctx, KIND, 'confirm-food-order', WHAT);
  return routes;
}
