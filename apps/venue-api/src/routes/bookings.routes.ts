// Private venue bookings: POST new-booking (Idempotency-Key), GET booking-info/{id}, POST
// confirm-booking-order/{orderId}, and the private-event calls: GET
// api/privateEvents/getOnePrivateEvent/{id}, PUT api/privateEvents/promoteStatus/{id} (the guest
// confirms or cancels) and PUT api/privateEvents/editPrivateEvent/{id}. A booking has no price;
// its night is checked like a reservation's, and it takes the whole venue: one booking holds a night,
// from its confirmation or its deposit's payment on (bookings/booking-night.ts), never from the request.
import { Hono } from 'hono';
import { BOOKING_DEPOSIT_LINE, bookingDepositOf } from '@venue/core/booking/booking-deposit';
import { formatTimeLabel } from '@venue/core/dates/time-of-day';
import { parseTimeLabel } from '@venue/core/dates/night-time';
import { isWithinBookingHorizon, MAX_MONTHS_AHEAD } from '@venue/core/booking/booking-horizon';
import { parseIsoDate } from '@venue/core/events/event-times';
import { PrivateEventEdit, PromoteStatusRequest, VenueBookingPayload } from '@venue/core/booking/venue-booking.schema';
import { mailsForBookingRequest } from '@venue/core/mail/booking-mails';
import { err, ok, type Result } from '@venue/core/shared/result';
import { holdNightAt, nightTaken } from '../bookings/booking-night';
import { closedDaysApply } from '@venue/core/booking/closed-days';
import { checkNight, type CheckedNight } from '../bookings/night-rules';
import { venueSettings } from '../bookings/venue-settings';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput, notFound, refusal, type Refusal } from '../http/refusal';
import { todayOf } from '../http/today';
import { queueCaused } from '../mail/causes/mail-cause';
import { queueSettledOrderMails } from '../mail/causes/settled-order';
import { withIdempotency } from '../orders/idempotency';
import { createdBody, orderDetailsBody } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import {
  findOrder,
  findOrderForUpdate,
  insertOrder,
  markConfirmed,
  unpricedOrder,
  updateOrderPayload,
  type NewOrder,
  type StoredOrder,
} from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';
import { cancelPrivateEvent, holderOfNight, moveNight } from '../store/private-events.store';

const KIND = 'bookings';
const WHAT = 'A venue booking with this id';
const fields = { date: 'eventDate', time: 'startTime', guests: 'noOfGuests' } as const;
// Any start time: a private event is not held to the bottle-service arrival times.
// A private event takes the whole venue: a night the venue is closed to the public is a normal choice (docs/product.md#closed-days).
const rules = { arrivalTimesOnly: false, blocks: true, closedDays: closedDaysApply('venue-booking') } as const;

/** The booking as a new order: unpriced, or with the venue's deposit as its one line, total and amount due. */
async function newBookingOrder(db: Queryable, ctx: ApiContext, payload: unknown): Promise<NewOrder> {
  const order = unpricedOrder(KIND, payload, ctx.now());
  const deposit = bookingDepositOf(await venueSettings(db, ctx));
  if (deposit === null) return order;
  return {
    ...order,
    lines: [{ itemId: 'booking-deposit', description: BOOKING_DEPOSIT_LINE, quantity: 1, unitMinor: deposit, totalMinor: deposit }],
    subtotalMinor: deposit,
    totalMinor: deposit,
    dueMinor: deposit,
  };
}

/** The event's night and times, checked; the times stored as "h:mm AM/PM". */
async function checkEvent(
  db: Queryable,
  ctx: ApiContext,
  event: PrivateEventEdit,
): Promise<Result<CheckedNight & { endTime: string }, Refusal>> {
  const night = await checkNight(
    db,
    await venueSettings(db, ctx),
    todayOf(ctx),
    { date: event.eventDate, time: event.startTime, guests: event.noOfGuests },
    fields,
    rules,
  );
  if (!night.ok) return night;
  const today = parseIsoDate(todayOf(ctx));
  if (today !== null && !isWithinBookingHorizon(night.value.night, today))
    return err(invalidInput('eventDate', `A private event can be booked at most ${MAX_MONTHS_AHEAD} months ahead.`));
  const start = parseTimeLabel(event.startTime);
  const end = parseTimeLabel(event.endTime);
  // Minutes of the night: times after midnight sort after the evening, so 9 PM to 2 AM is fine.
  if (!start.ok || !end.ok || end.value <= start.value)
    return err(invalidInput('endTime', 'The event must end after it starts, by 5:59 AM.'));
  return ok({ ...night.value, endTime: formatTimeLabel(end.value) });
}

const storedEvent = (event: PrivateEventEdit, night: CheckedNight & { endTime: string }) => ({
  ...event,
  eventDate: night.date,
  startTime: night.time,
  endTime: night.endTime,
});

/** Runs `change` on a live booking, in one transaction; the booking afterwards, or why not. */
async function changeBooking(
  ctx: ApiContext,
  id: string,
  change: (tx: Queryable, order: StoredOrder) => Promise<Refusal | null>,
): Promise<StoredOrder | Refusal | null> {
  return ctx.db
    .transaction(async (tx) => {
      const order = await findOrderForUpdate(tx, id, KIND);
      if (!order) return null;
      const refused = await change(tx, order);
      if (refused) throw new RolledBack(refused);
      return (await findOrder(tx, order.id)) ?? null;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.refusal;
      throw error;
    });
}

/** Thrown to roll a change back when it is refused after it wrote something. */
class RolledBack extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.body.error.message);
  }
}

const cancelled = (): Refusal => refusal(409, 'order_cancelled', 'This booking was cancelled and cannot be changed.');

export function bookingsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/new-booking', (c) =>
    withIdempotency(ctx, c, 'new-booking', async (tx) => {
      const input = await readInput(c, VenueBookingPayload);
      if (!input.ok) return input.error;
      const booking = input.value.payload;
      const night = await checkEvent(tx, ctx, booking);
      if (!night.ok) return night.error;
      // Refused only when a confirmed or paid booking holds the night; requests for a free night may be many.
      if ((await holderOfNight(tx, night.value.isoDate)) !== undefined) return nightTaken();
      const order = await insertOrder(tx, {
        ...(await newBookingOrder(tx, ctx, { ...booking, ...storedEvent(booking, night.value) })),
        language: await requestLanguage(c, tx),
      });
      // The guest hears the request arrived and the venue gets it; a retried create replays its answer and queues nothing.
      await queueCaused(tx, ctx, mailsForBookingRequest(order, ctx.mail.staffEmails), order.language);
      return { status: 200, body: createdBody(order.id) };
    }),
  );

  mountOrderLookup(routes, ctx, KIND, 'booking-info', WHAT);
  mountOrderConfirm(routes, ctx, KIND, 'confirm-booking-order', WHAT, (tx, order) => holdNightAt(tx, order, 'confirmation'));
  mountOrderLookup(routes, ctx, KIND, 'api/privateEvents/getOnePrivateEvent', WHAT);

  routes.put('/api/privateEvents/promoteStatus/:id', async (c) => {
    const input = await readInput(c, PromoteStatusRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const answer = await changeBooking(ctx, c.req.param('id'), async (tx, order) => {
      if (input.value.payload.status === 'Confirmed') {
        if (order.status === 'cancelled') return cancelled();
        const refused = await holdNightAt(tx, order, 'confirmation');
        if (refused) return refused;
        await markConfirmed(tx, order.id, ctx.now());
        const confirmed = await findOrder(tx, order.id);
        // Confirmed with no deposit due: the guest is told now (with a deposit, its payment tells them).
        if (confirmed) await queueSettledOrderMails(tx, ctx, confirmed, []);
        return null;
      }
      if (order.status === 'paid') return refusal(409, 'order_paid', 'A paid booking is cancelled by the venue; please contact us.');
      await cancelPrivateEvent(tx, order.id);
      return null;
    });
    if (answer === null) return answerRefusal(c, notFound(WHAT));
    if ('body' in answer) return answerRefusal(c, answer);
    return c.json(orderDetailsBody(answer, ctx.moneyExponent));
  });

  routes.put('/api/privateEvents/editPrivateEvent/:id', async (c) => {
    const input = await readInput(c, PrivateEventEdit);
    if (!input.ok) return answerRefusal(c, input.error);
    const edit = input.value.payload;
    const answer = await changeBooking(ctx, c.req.param('id'), async (tx, order) => {
      if (order.status === 'cancelled') return cancelled();
      const night = await checkEvent(tx, ctx, edit);
      if (!night.ok) return night.error;
      const holder = await holderOfNight(tx, night.value.isoDate);
      if (holder !== undefined && holder !== order.id) return nightTaken();
      // Moves the night only when this booking holds one; a request that holds none yet just asks for the new night.
      if (holder === undefined && !(await moveNight(tx, order.id, night.value.isoDate))) return nightTaken();
      await updateOrderPayload(tx, order.id, { ...(order.payload as object), ...storedEvent(edit, night.value) });
      return null;
    });
    if (answer === null) return answerRefusal(c, notFound(WHAT));
    if ('body' in answer) return answerRefusal(c, answer);
    return c.json(orderDetailsBody(answer, ctx.moneyExponent));
  });

  return routes;
}
