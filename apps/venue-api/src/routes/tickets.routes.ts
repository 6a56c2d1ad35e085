// Ticket orders: POST tickets-group (price check), new-ticket-order and api/ticketBooking/addBooking
// (creates, Idempotency-Key), GET ticket-order/{id} and api/ticketBooking/getBooking/{id},
// POST confirm-ticket-order/{orderId}; the other guests (ticket-attendee/{id}, attendee-info,
// api/ticketBooking/getBookingAttendee/{id}, api/ticketBooking/editAttendeeGroup), the payment view
// api/ticketBooking/bookingPayment/{id} and api/eventTickets/validate-promoter.
import { Hono, type Context } from 'hono';
import { promoterSchemasIn } from '@venue/core/bottles/promoter-discount.schema';
import type { Minor } from '@venue/core/money/minor-units';
import {
  AttendeeInfoRequest,
  AttendeeListResponse,
  AttendeeResponse,
  bookingPaymentSchemasIn,
  EditAttendeeGroupRequest,
  type Attendee,
} from '@venue/core/orders/ticket-booking.schema';
import { TicketGroupRequest, TicketOrderPayload, TicketPromoterRequest } from '@venue/core/orders/ticket-order.schema';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import { queueGuestCodeMails } from '../mail/causes/guest-code-mails';
import { readInput } from '../http/read-input';
import { signUpFromCheckout } from '../mailing-list/checkout-sign-up';
import { answerRefusal, invalidInput, notFound, refusal, type Refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { withIdempotency } from '../orders/idempotency';
import { amountDue, createdBody, invoicePath, priceCheckBody, statusLabels, storedTotals } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import { newOrderSecret } from '../orders/order-secret';
import { checkHold, startHold } from '../orders/ticket-holds';
import { quoteTickets, takeTickets } from '../orders/ticket-pricing';
import { findOrder, findOrderForUpdate, insertOrder, newOrderId, type StoredOrder } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';
import { findTicketPromoter } from '../store/promoters.store';
import { addAttendee, findAttendee, listAttendees, replaceAttendees } from '../store/ticket-attendees.store';

const KIND = 'tickets';
const WHAT = 'A ticket order with this id';

/** Guests the order's tickets admit, the buyer included (kept in the payload at creation). */
const guestsAllowed = (order: StoredOrder): number => (order.payload as { guests?: number }).guests ?? 1;
const eventOf = (order: StoredOrder): string => (order.payload as { eventId: string }).eventId;

async function attendeeList(db: Queryable, order: StoredOrder) {
  return { orderId: order.id, eventId: eventOf(order), guestsAllowed: guestsAllowed(order), attendees: await listAttendees(db, order.id) };
}

/** The buyer is one of the guests, so an order admits guestsAllowed - 1 others. */
function tooMany(order: StoredOrder, count: number): Refusal | null {
  const room = guestsAllowed(order) - 1;
  return count > room
    ? refusal(409, 'too_many_guests', `This order admits ${room} other guest${room === 1 ? '' : 's'}.`, { field: 'attendees' })
    : null;
}

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

  routes.get('/ticket-attendee/:id', async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'), KIND);
    if (!order) return answerRefusal(c, notFound(WHAT));
    return respond(c, AttendeeListResponse, { data: await attendeeList(ctx.db, order) });
  });

  routes.get('/api/ticketBooking/getBookingAttendee/:id', async (c) => {
    const attendee = await findAttendee(ctx.db, c.req.param('id'));
    if (!attendee) return answerRefusal(c, notFound('A guest with this id'));
    return respond(c, AttendeeResponse, { data: attendee });
  });

  routes.post('/attendee-info', async (c) => {
    const input = await readInput(c, AttendeeInfoRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const result = await ctx.db.transaction(async (tx): Promise<Attendee | Refusal> => {
      const order = await findOrderForUpdate(tx, input.value.payload.orderId, KIND);
      if (!order) return notFound(WHAT, { field: 'orderId' });
      const current = await listAttendees(tx, order.id);
      const full = tooMany(order, current.length + 1);
      if (full) return full;
      const { name, email, phoneNumber } = input.value.payload;
      const added = await addAttendee(tx, order.id, current.length, { name: name.trim(), email: email.trim(), phoneNumber });
      // A named guest gets a code of their own, in their name (issue-codes.ts), and a mail with it.
      await queueGuestCodeMails(tx, ctx, order, await syncGuestCodes(tx, ctx, order));
      return added;
    });
    if ('body' in result) return answerRefusal(c, result);
    return respond(c, AttendeeResponse, { data: result });
  });

  routes.post('/api/ticketBooking/editAttendeeGroup', async (c) => {
    const input = await readInput(c, EditAttendeeGroupRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const { orderId, attendees } = input.value.payload;
    const result = await ctx.db.transaction(async (tx) => {
      const order = await findOrderForUpdate(tx, orderId, KIND);
      if (!order) return notFound(WHAT, { field: 'orderId' });
      const full = tooMany(order, attendees.length);
      if (full) return full;
      const known = new Set((await listAttendees(tx, order.id)).map((a) => a._id));
      for (const [i, guest] of attendees.entries()) {
        if (guest._id !== undefined && !known.has(guest._id)) return invalidInput(`attendees[${i}]._id`, 'This guest is not on the order.');
      }
      await replaceAttendees(
        tx,
        order.id,
        attendees.map((guest) => ({ ...guest, name: guest.name.trim(), email: guest.email.trim() })),
      );
      // A renamed guest's old code stops working and the new guest gets their own, and a mail with it.
      await queueGuestCodeMails(tx, ctx, order, await syncGuestCodes(tx, ctx, order));
      return attendeeList(tx, order);
    });
    if ('body' in result) return answerRefusal(c, result);
    return respond(c, AttendeeListResponse, { data: result });
  });

  routes.post('/api/eventTickets/validate-promoter', async (c) => {
    const input = await readInput(c, TicketPromoterRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const promoter = await findTicketPromoter(ctx.db, input.value.payload.promoterIGname, input.value.payload.eventId);
    // An unknown code is not an error: success false, and the site shows nothing (docs/product.md#error-messages).
    return respond(c, PromoterValidation, promoter ? { success: true, data: promoter } : { success: false });
  });

  return routes;
}
