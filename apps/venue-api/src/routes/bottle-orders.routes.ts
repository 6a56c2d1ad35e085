// Bottle orders: POST bottles-group (the price check: the venue's figures), new-bottle-order and
// api/shopping/addBottleOrder (the create, under two paths with their own Idempotency-Keys),
// GET bottle-order/{id} and POST confirm-bottle-order/{orderId}. The server prices every order
// itself (bottles/bottle-order-check.ts) and refuses one whose figures differ from its own.
import { Schema } from 'effect';
import { Hono, type Context } from 'hono';
import { bottleOrderBreakdown } from '@venue/core/bottles/bottle-order-breakdown';
import { bottleFiguresSchemasIn } from '@venue/core/bottles/bottle-order-figures.schema';
import { BottleGroupRequest, BottleOrderCreatedResponse, bottleOrderSchemasIn } from '@venue/core/bottles/bottle-order.schema';
import { ZERO_MINOR, addMinor } from '@venue/core/money/minor-units';
import { closedDaysApply } from '@venue/core/booking/closed-days';
import { checkNight } from '../bookings/night-rules';
import { venueSettings } from '../bookings/venue-settings';
import { checkClaimedFigures, priceCart, type PricedCart } from '../bottles/bottle-order-check';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, type Refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { withIdempotency } from '../orders/idempotency';
import { createdBody } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import { newOrderSecret } from '../orders/order-secret';
import { signUpFromCheckout } from '../mailing-list/checkout-sign-up';
import { insertOrder, newOrderId } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';

const KIND = 'bottles';
const WHAT = 'A bottle order with this id';

const encodeCreated = Schema.encodeSync(BottleOrderCreatedResponse);

/**
 * The order's totals as the orders table keeps them; discount is the bottles discount plus the
 * promoter's, told apart (with the rates and the charge paid at the venue) by the breakdown.
 */
function storedTotals({ quote, lines }: PricedCart) {
  return {
    lines: lines.map((line) => ({
      itemId: line.bottleId,
      description: line.name,
      quantity: line.quantity,
      unitMinor: line.unitPrice,
      totalMinor: line.unitPrice * line.quantity,
    })),
    subtotalMinor: quote.subtotal,
    taxMinor: quote.tax?.amount ?? ZERO_MINOR,
    serviceMinor: quote.service?.amount ?? ZERO_MINOR,
    discountMinor: addMinor(quote.discount?.amount ?? ZERO_MINOR, quote.promoterDiscount),
    totalMinor: quote.total,
    dueMinor: quote.depositDueNow,
    breakdown: bottleOrderBreakdown(quote),
  };
}

/** Checks and stores one bottle order in the create's transaction; the order's id, or why not. */
async function createBottleOrder(tx: Queryable, ctx: ApiContext, c: Context): Promise<{ orderId: string; orderSecret: string } | Refusal> {
  // The guest's figures arrive in the major unit of the venue's currency.
  const input = await readInput(c, bottleOrderSchemasIn(ctx.moneyExponent).BottleOrderPayload);
  if (!input.ok) return input.error;
  const payload = input.value.payload;
  const settings = await venueSettings(tx, ctx);
  // Bottle service checks the night's date, time and table size and the venue's closed weekdays; blocked
  // periods are the reservations' and bookings' rule (the bottle flow never reads them), see docs/decisions.md.
  const night = await checkNight(
    tx,
    settings,
    todayOf(ctx),
    { date: payload.bottleDate, time: payload.bottleTime, guests: payload.noOfGuests },
    { date: 'bottleDate', time: 'bottleTime', guests: 'noOfGuests' },
    { arrivalTimesOnly: true, blocks: false, closedDays: closedDaysApply('bottle-service') },
  );
  if (!night.ok) return night.error;
  const priced = await priceCart(tx, ctx.db, settings, payload, ctx.moneyExponent);
  if (!priced.ok) return priced.error;
  const mismatch = checkClaimedFigures(priced.value, settings, payload, ctx.moneyExponent);
  if (mismatch) return mismatch;
  const secret = newOrderSecret();
  const order = await insertOrder(tx, {
    id: newOrderId(KIND),
    kind: KIND,
    payload: { ...payload, bottleDate: night.value.date, bottleTime: night.value.time },
    ...storedTotals(priced.value),
    createdAt: ctx.now(),
    secretHash: secret.hash,
    language: await requestLanguage(c, tx),
  });
  await signUpFromCheckout(tx, ctx, c, 'bottle-order', payload, input.value.attribution);
  return { orderId: order.id, orderSecret: secret.secret };
}

export function bottleOrdersRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/bottles-group', async (c) => {
    const input = await readInput(c, BottleGroupRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const priced = await priceCart(ctx.db, ctx.db, await venueSettings(ctx.db, ctx), input.value.payload, ctx.moneyExponent);
    if (!priced.ok) return answerRefusal(c, priced.error);
    return respond(c, bottleFiguresSchemasIn(ctx.moneyExponent).BottleOrderFiguresResponse, { data: priced.value.figures });
  });

  routes.post('/new-bottle-order', (c) =>
    withIdempotency(ctx, c, 'new-bottle-order', async (tx) => {
      const created = await createBottleOrder(tx, ctx, c);
      return 'orderId' in created ? { status: 200, body: createdBody(created.orderId, created.orderSecret) } : created;
    }),
  );

  // The product brief's own bottle create: the same order, answered `{ data: { _id } }` (docs/product.md#bottle-checkout).
  routes.post('/api/shopping/addBottleOrder', (c) =>
    withIdempotency(ctx, c, 'api/shopping/addBottleOrder', async (tx) => {
      const created = await createBottleOrder(tx, ctx, c);
      return 'orderId' in created
        ? { status: 200, body: encodeCreated({ data: { _id: created.orderId, orderSecret: created.orderSecret } }) }
        : created;
    }),
  );

  mountOrderLookup(routes, ctx, KIND, 'bottle-order', WHAT);
  mountOrderConfirm(routes, ctx, KIND, 'confirm-bottle-order', WHAT);
  return routes;
}
