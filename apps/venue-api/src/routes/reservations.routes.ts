// Table reservations: POST check-availability, new-reservation (Idempotency-Key), GET and PUT
// reservation/{id}, POST confirm-reservation-order/{orderId} and cancel-reservation/{orderId}. A reservation has no
// price; the server checks its night (bookings/night-rules.ts): date, arrival time, guests, blocked periods, and the
// night's tables when the venue sets a number (bookings/reservation-tables.ts). A new reservation holds its table
// until its hold runs out (bookings/reservation-hold.ts); docs/backend.md#table-reservations.
import { Hono } from 'hono';
import { closedDaysApply } from '@venue/core/booking/closed-days';
import { ReservationCancelRequest } from '@venue/core/booking/reservation-cancel.schema';
import { holdUntilOf } from '@venue/core/booking/reservation-hold';
import { reservationPolicyOf } from '@venue/core/booking/reservation-policy';
import { AvailabilityResponse, ReservationPayload, ReservationUpdate } from '@venue/core/booking/reservation.schema';
import { checkNight } from '../bookings/night-rules';
import { cancelReservation } from '../bookings/reservation-cancel';
import { KIND, lockedReservation, readReservation } from '../bookings/reservation-hold';
import { checkTables, storedNight } from '../bookings/reservation-tables';
import { venueSettings } from '../bookings/venue-settings';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound, refusal, type Refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { withIdempotency } from '../orders/idempotency';
import { mailedToOf } from '../orders/mailed-to';
import { createdBody, orderDetailsBody } from '../orders/order-answers';
import { mountOrderConfirm } from '../orders/order-routes';
import { newOrderSecret } from '../orders/order-secret';
import { endReservationHold, holdReservation } from '../store/reservations.store';
import { findOrder, insertOrder, unpricedOrder, updateOrderPayload, type StoredOrder } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import { queueReservationChange } from '../mail/causes/reservation-change';

const WHAT = 'A reservation with this id';
const fields = { date: 'reservationDate', time: 'reservationTime', guests: 'noOfGuests' } as const;
const rules = { arrivalTimesOnly: true, blocks: true, closedDays: closedDaysApply('reservation') } as const;
const json = { 'content-type': 'application/json; charset=UTF-8' };

/** What check-availability needs; the whole reservation payload fits it too. */
export const AvailabilityRequest = ReservationUpdate.mapFields(({ specialRequest: _, ...rest }) => rest);

async function policyOf(db: Queryable, ctx: ApiContext) {
  return reservationPolicyOf(await venueSettings(db, ctx));
}

async function checkReservationNight(
  db: Queryable,
  ctx: ApiContext,
  choice: { noOfGuests: number; reservationDate: string; reservationTime: string },
) {
  return checkNight(
    db,
    await venueSettings(db, ctx),
    todayOf(ctx),
    { date: choice.reservationDate, time: choice.reservationTime, guests: choice.noOfGuests },
    fields,
    rules,
  );
}

/** Why a cancelled reservation cannot be confirmed: released for want of confirmation, or cancelled by its guest. */
const cancelledRefusal = (order: StoredOrder): Refusal =>
  order.holdUntil === null
    ? refusal(409, 'order_cancelled', 'This reservation was cancelled and cannot be confirmed.')
    : refusal(409, 'hold_expired', 'This reservation was not confirmed in time, so its table was released. Please reserve again.');

/** Before a confirm, under the reservation's lock: a table must still be free for it; then it holds it for good. */
async function beforeConfirm(tx: Queryable, ctx: ApiContext, order: StoredOrder): Promise<Refusal | null> {
  const night = storedNight(order);
  const full = night === null ? null : await checkTables(tx, await policyOf(tx, ctx), night, ctx.now(), { exceptId: order.id, lock: true });
  if (full) return full;
  await endReservationHold(tx, order.id);
  return null;
}

export function reservationsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/check-availability', async (c) => {
    const input = await readInput(c, AvailabilityRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const night = await checkReservationNight(ctx.db, ctx, input.value.payload);
    if (!night.ok) return answerRefusal(c, night.error);
    const full = await checkTables(ctx.db, await policyOf(ctx.db, ctx), night.value, ctx.now(), { lock: false });
    if (full) return answerRefusal(c, full);
    return respond(c, AvailabilityResponse, { data: { available: true } });
  });

  routes.post('/new-reservation', (c) =>
    withIdempotency(ctx, c, 'new-reservation', async (tx) => {
      const input = await readInput(c, ReservationPayload);
      if (!input.ok) return input.error;
      const reservation = input.value.payload;
      const night = await checkReservationNight(tx, ctx, reservation);
      if (!night.ok) return night.error;
      const policy = await policyOf(tx, ctx);
      const full = await checkTables(tx, policy, night.value, ctx.now(), { lock: true });
      if (full) return full;
      const secret = newOrderSecret();
      const order = await insertOrder(tx, {
        ...unpricedOrder(KIND, { ...reservation, reservationDate: night.value.date, reservationTime: night.value.time }, ctx.now()),
        secretHash: secret.hash,
        language: await requestLanguage(c, tx),
      });
      await holdReservation(tx, order.id, holdUntilOf(order.createdAt, policy));
      return { status: 200, body: createdBody(order.id, secret.secret) };
    }),
  );

  // The shared lookup's answer, after releasing a reservation whose hold ran out.
  routes.get('/reservation/:id', async (c) => {
    const order = await readReservation(ctx, c.req.param('id'));
    if (!order) return answerRefusal(c, notFound(WHAT));
    return c.body(JSON.stringify(orderDetailsBody(order, ctx.moneyExponent, await mailedToOf(ctx.db, order))), 200, json);
  });

  // UpdateReservation: a new night, time, table size or request, checked like a new reservation.
  routes.put('/reservation/:id', async (c) => {
    const input = await readInput(c, ReservationUpdate);
    if (!input.ok) return answerRefusal(c, input.error);
    const change = input.value.payload;
    const answer = await ctx.db.transaction(async (tx) => {
      const order = await lockedReservation(tx, c.req.param('id'), ctx.now());
      if (!order) return null;
      if (order.status === 'cancelled') return refusal(409, 'order_cancelled', 'This reservation was cancelled and cannot be changed.');
      const night = await checkReservationNight(tx, ctx, change);
      if (!night.ok) return night.error;
      // A move to another night needs a table there; staying on the night keeps the one it holds.
      if (storedNight(order)?.isoDate !== night.value.isoDate) {
        const full = await checkTables(tx, await policyOf(tx, ctx), night.value, ctx.now(), { exceptId: order.id, lock: true });
        if (full) return full;
      }
      const payload = { ...(order.payload as object), ...change, reservationDate: night.value.date, reservationTime: night.value.time };
      await updateOrderPayload(tx, order.id, payload);
      const updated = await findOrder(tx, order.id);
      // A new night voids the table's code and issues one for the new night.
      if (updated) await syncGuestCodes(tx, ctx, updated);
      if (updated) await queueReservationChange(tx, ctx, order, updated);
      return updated;
    });
    if (answer === null || answer === undefined) return answerRefusal(c, notFound(WHAT));
    if ('body' in answer) return answerRefusal(c, answer);
    return c.json(orderDetailsBody(answer, ctx.moneyExponent));
  });

  mountOrderConfirm(routes, ctx, KIND, 'confirm-reservation-order', WHAT, (tx, order) => beforeConfirm(tx, ctx, order), {
    lock: (tx, id) => lockedReservation(tx, id, ctx.now()),
    cancelled: cancelledRefusal,
  });

  routes.post('/cancel-reservation/:orderId', async (c) => {
    const input = await readInput(c, ReservationCancelRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const answer = await cancelReservation(ctx, c.req.param('orderId'), input.value.payload);
    if (answer === null) return answerRefusal(c, notFound(WHAT));
    if ('body' in answer) return answerRefusal(c, answer);
    return c.json(orderDetailsBody(answer, ctx.moneyExponent));
  });

  return routes;
}
