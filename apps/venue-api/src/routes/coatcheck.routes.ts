// Coat check: POST submit-coatcheck (Idempotency-Key) checks items in and answers a claim ticket;
// GET coatcheck/{id} reads it by its id or by its ticket number (C-0042); GET coat-check-order/{id}
// reads it as the order details every kind answers (project-defined, for the payment and confirmation
// pages); GET api/lostItem/{id} reads a lost-item report of the venue.
import { Schema } from 'effect';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { Hono } from 'hono';
import type { Minor } from '@venue/core/money/minor-units';
import { claimQuote } from '@venue/core/coatcheck/claim-fees';
import { isClaimTicketNumber } from '@venue/core/coatcheck/claim-number';
import { CoatCheckPayload, coatCheckSchemasIn, LostItemResponse, type CoatCheckTicket } from '@venue/core/orders/coatcheck.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { withIdempotency } from '../orders/idempotency';
import { storedTotals } from '../orders/order-answers';
import { findCoatCheckIdByNumber, findLostItem, nextCoatCheckNumber } from '../store/coatcheck.store';
import { findOrder, insertOrder, newOrderId, type StoredOrder } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';
import { mountOrderLookup } from '../orders/order-routes';
import { newOrderSecret } from '../orders/order-secret';
import { readFinancialSettings } from '../store/venue.store';

const KIND = 'coat-check';

/** The claim ticket; the guest's name only in the check-in's answer (`withName`), never in a read. */
function toTicket(order: StoredOrder, withName = false): CoatCheckTicket {
  const payload = order.payload as CoatCheckPayload & { ticketNumber: string };
  return {
    _id: order.id,
    ticketNumber: payload.ticketNumber,
    ...(withName ? { clientName: payload.clientName } : {}),
    items: payload.items,
    total: (order.totalMinor ?? 0) as Minor,
    status: order.status === 'paid' ? 'paid' : 'checked-in',
    createdAt: order.createdAt.toISOString(),
  };
}

/** The check-in's answer: the ticket with the guest's name and the claim's order secret, to the kiosk's guest alone. */
const encodeTicket = (order: StoredOrder, orderSecret: string, exponent: MinorExponent): unknown =>
  Schema.encodeSync(coatCheckSchemasIn(exponent).CoatCheckTicketResponse)({ data: { ...toTicket(order, true), orderSecret } });

export function coatCheckRoutes(ctx: ApiContext): Hono {
  const { CoatCheckTicketResponse } = coatCheckSchemasIn(ctx.moneyExponent);
  const routes = new Hono();

  routes.post('/submit-coatcheck', async (c) =>
    withIdempotency(ctx, c, 'submit-coatcheck', async (tx) => {
      const input = await readInput(c, CoatCheckPayload);
      if (!input.ok) return input.error;
      const settings = await readFinancialSettings(tx, ctx.pricing);
      if (!settings) throw new Error('The venue has no financial settings.');
      const payload = input.value.payload;
      // Core's fees and pricing, the figures the page showed the guest (docs/product.md#coat-check).
      const quote = claimQuote(payload.items, settings);
      const ticketNumber = await nextCoatCheckNumber(tx);
      const secret = newOrderSecret();
      const order = await insertOrder(tx, {
        id: newOrderId(KIND),
        kind: KIND,
        payload: { ...payload, ticketNumber },
        ...storedTotals(quote),
        createdAt: ctx.now(),
        secretHash: secret.hash,
        language: await requestLanguage(c, tx),
      });
      return { status: 200, body: encodeTicket(order, secret.secret, ctx.moneyExponent) };
    }),
  );

  routes.get('/coatcheck/:id', async (c) => {
    // A guest looks a claim up by the number on the ticket; the pages that hold the claim use its id.
    // The numbers run in sequence, so anyone can try them: the answer names no one.
    const param = c.req.param('id');
    const id = isClaimTicketNumber(param) ? await findCoatCheckIdByNumber(ctx.db, param) : param;
    const order = id === undefined ? undefined : await findOrder(ctx.db, id, KIND);
    if (!order) return answerRefusal(c, notFound('A coat check ticket with this id'));
    return respond(c, CoatCheckTicketResponse, { data: toTicket(order) });
  });

  mountOrderLookup(routes, ctx, KIND, 'coat-check-order', 'A coat check order with this id');

  routes.get('/api/lostItem/:id', async (c) => {
    const item = await findLostItem(ctx.db, c.req.param('id'));
    if (!item) return answerRefusal(c, notFound('A lost item with this id'));
    return respond(c, LostItemResponse, { data: item });
  });

  return routes;
}
