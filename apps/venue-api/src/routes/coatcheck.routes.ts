// Coat check: POST submit-coatcheck (Idempotency-Key) checks items in and answers a claim ticket;
// GET coatcheck/{id} reads it; GET api/lostItem/{id} reads a lost-item report of the venue.
import { Schema } from 'effect';
import { Hono } from 'hono';
import type { Cents } from '@venue/core/money/cents';
import {
  CoatCheckPayload,
  CoatCheckTicketResponse,
  LostItemResponse,
  type CoatCheckItemType,
  type CoatCheckTicket,
} from '@venue/core/orders/coatcheck.schema';
import { quoteOrder } from '@venue/core/orders/order-pricing';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { withIdempotency } from '../orders/idempotency';
import { storedTotals } from '../orders/order-answers';
import { findLostItem, nextCoatCheckNumber } from '../store/coatcheck.store';
import { findOrder, insertOrder, newOrderId, type StoredOrder } from '../store/orders.store';
import { readFinancialSettings } from '../store/venue.store';

const KIND = 'coat-check';

/** The fee per item, in cents (docs/decisions.md): the venue's settings have no coat check prices. */
export const coatCheckFees: Readonly<Record<CoatCheckItemType, Cents>> = {
  Coat: 500 as Cents,
  Bag: 500 as Cents,
  Umbrella: 200 as Cents,
  Other: 800 as Cents,
};

function toTicket(order: StoredOrder): CoatCheckTicket {
  const payload = order.payload as CoatCheckPayload & { ticketNumber: string };
  return {
    _id: order.id,
    ticketNumber: payload.ticketNumber,
    clientName: payload.clientName,
    items: payload.items,
    total: (order.totalCents ?? 0) as Cents,
    status: order.status === 'paid' ? 'paid' : 'checked-in',
    createdAt: order.createdAt.toISOString(),
  };
}

const encodeTicket = (order: StoredOrder): unknown => Schema.encodeSync(CoatCheckTicketResponse)({ data: toTicket(order) });

export function coatCheckRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/submit-coatcheck', async (c) =>
    withIdempotency(ctx, c, 'submit-coatcheck', async (tx) => {
      const input = await readInput(c, CoatCheckPayload);
      if (!input.ok) return input.error;
      const settings = await readFinancialSettings(tx, ctx.pricing);
      if (!settings) throw new Error('The venue has no financial settings.');
      const payload = input.value.payload;
      const lines = payload.items.map((item, i) => ({
        itemId: `${i + 1}`,
        name: item.type,
        quantity: item.quantity,
        unitPrice: coatCheckFees[item.type],
      }));
      const quote = quoteOrder('Coat Check', lines, settings);
      const ticketNumber = await nextCoatCheckNumber(tx);
      const order = await insertOrder(tx, {
        id: newOrderId(KIND),
        kind: KIND,
        payload: { ...payload, ticketNumber },
        ...storedTotals(quote),
        createdAt: ctx.now(),
      });
      return { status: 200, body: encodeTicket(order) };
    }),
  );

  routes.get('/coatcheck/:id', async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'), KIND);
    if (!order) return answerRefusal(c, notFound('A coat check ticket with this id'));
    return respond(c, CoatCheckTicketResponse, { data: toTicket(order) });
  });

  routes.get('/api/lostItem/:id', async (c) => {
    const item = await findLostItem(ctx.db, c.req.param('id'));
    if (!item) return answerRefusal(c, notFound('A lost item with this id'));
    return respond(c, LostItemResponse, { data: item });
  });

  return routes;
}
