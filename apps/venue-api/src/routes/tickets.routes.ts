// Ticket orders: POST tickets-group (price check), new-ticket-order and api/ticketBooking/addBooking
// (creates, Idempotency-Key), GET ticket-order/{id} and api/ticketBooking/getBooking/{id},
// POST confirm-ticket-order/{orderId}; the other guests (ticket-attendees.routes.ts), the payment view
// api/ticketBooking/bookingPayment/{id} and api/eventTickets/validate-promoter.
import { Hono, type Context } from 'hono';
import { promoterSchemasIn } from '@venue/core/bottles/promoter-discount.schema';
import type { Minor } from '@venue/core/money/minor-units';
import { bookingPaymentSchemasIn } from '@venue/core/orders/ticket-booking.schema';
import { TicketGroupRequest, TicketOrderPayload, TicketPromoterRequest } from '@venue/core/orders/ticket-order.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { signUpFromCheckout } from '../mailing-list/checkout-sign-up';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { withIdempotency } from '../orders/idempotency';
import { amountDue, createdBody, invoicePath, priceCheckBody, statusLabels, storedTotals } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import { newOrderSecret } from '../orders/order-secret';
import { checkHold, startHold } from '../orders/ticket-holds';
import { quoteTickets, takeTickets } from '../orders/ticket-pricing';
import { findOrder, insertOrder, newOrderId } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';
import { findTicketPromoter } from '../store/promoters.store';
import { mountTicketAttendees } from './ticket-attendees.routes';

const KIND = 'tickets';
const WHAT = 'A ticket order with this id';

export function ticketsRoutes(ctx: ApiContext): Hono {
  // Amounts leave in the major unit of the venue's currency.
  const { BookingPaymentResponse } = bookingPaymentSchemasIn(ctx.moneyExponent);
  const { PromoterValidation } = promoterSchemasIn(ctx.moneyExponent);
  const routes = new Hono();

  routes.post('/tickets-group', async (c) => {
    const input = await readInput(c, TicketGroupRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const priced = await quoteTickets(ctx.db, ctx, input.value.payload, { lock: false });
    if (!priced.ok) return answerRefusal(c, priced.error);
    return c.json(priceCheckBody(priced.value.quote, ctx.moneyExponent));
  });

  // new-ticket-order and addBooking are the same create under two paths, each with its own keys.
  const createOrder = (endpoint: string) => async (c: Context) =>
    withIdempotency(ctx, c, endpoint, async (tx) => {
      const input = await readInput(c, TicketOrderPayload);
      if (!input.ok) return input.error;
      const seats = input.value.payload.tickets.reduce((sum, t) => sum + t.quantity, 0);
      const hold = await checkHold(tx, ctx, c, { eventId: input.value.payload.eventId, seats });
      if (!hold.ok) return hold.error;
      const priced = await quoteTickets(tx, ctx, input.value.payload, { lock: true, locked: hold.value.types });
      if (!priced.ok) return priced.error;
      const { quote, guests, promotionId } = priced.value;
      const secret = newOrderSecret();
      const order = await insertOrder(tx, {
        id: newOrderId(KIND),
        kind: KIND,
        payload: { ...input.value.payload, guests, promotionId },
        ...storedTotals(quote),
        createdAt: ctx.now(),
        secretHash: secret.hash,
        language: await requestLanguage(c, tx),
      });
      await takeTickets(tx, quote);
      await startHold(tx, ctx, order.id, hold.value.address, quote.total);
      await signUpFromCheckout(tx, ctx, c, 'ticket-order', input.value.payload, input.value.attribution);
      return { status: 200, body: createdBody(order.id, secret.secret) };
    });
  routes.post('/new-ticket-order', createOrder('new-ticket-order'));
  routes.post('/api/ticketBooking/addBooking', createOrder('api/ticketBooking/addBooking'));

  mountOrderLookup(routes, ctx, KIND, 'ticket-order', WHAT);
  mountOrderLookup(routes, ctx, KIND, 'api/ticketBooking/getBooking', WHAT);
  mountOrderConfirm(routes, ctx, KIND, 'confirm-ticket-order', WHAT);

  routes.get('/api/ticketBooking/bookingPayment/:id', async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'), KIND);
    if (!order) return answerRefusal(c, notFound(WHAT));
    const total = (order.totalMinor ?? 0) as Minor;
    return respond(c, BookingPaymentResponse, {
      data: {
        orderId: order.id,
        status: statusLabels[order.status],
        total,
        amountDue: order.status === 'paid' ? (0 as Minor) : (amountDue(order) ?? total),
        paid: order.status === 'paid',
        paidAt: order.paidAt?.toISOString() ?? null,
        invoice: order.invoiceFile === null ? null : invoicePath(order.invoiceFile),
      },
    });
  });

  mountTicketAttendees(routes, ctx);

  routes.post('/api/eventTickets/validate-promoter', async (c) => {
    const input = await readInput(c, TicketPromoterRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const promoter = await findTicketPromoter(ctx.db, input.value.payload.promoterIGname, input.value.payload.eventId);
    // An unknown code is not an error: success false, and the site shows nothing (docs/product.md#error-messages).
    return respond(c, PromoterValidation, promoter ? { success: true, data: promoter } : { success: false });
  });

  return routes;
}
