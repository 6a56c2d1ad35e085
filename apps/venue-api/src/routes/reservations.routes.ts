// Table reservations: POST check-availability, new-reservation (Idempotency-Key), GET and PUT
// reservation/{id}, POST confirm-reservation-order/{orderId}. A reservation has no price; the
// server checks its night (bookings/night-rules.ts): date, arrival time, guests, blocked periods.
import { Hono } from 'hono';
import { AvailabilityResponse, ReservationPayload, ReservationUpdate } from '@venue/core/booking/reservation.schema';
import { checkNight } from '../bookings/night-rules';
import { venueSettings } from '../bookings/venue-settings';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound, refusal } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { withIdempotency } from '../orders/idempotency';
import { createdBody, orderDetailsBody } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import { newOrderSecret } from '../orders/order-secret';
import { findOrder, findOrderForUpdate, insertOrder, unpricedOrder, updateOrderPayload } from '../store/orders.store';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import { queueReservationChange } from '../mail/causes/reservation-change';

const KIND = 'reservations';
const WHAT = 'A reservation with this id';
const fields = { date: 'reservationDate', time: 'reservationTime', guests: 'noOfGuests' } as const;
const rules = { arrivalTimesOnly: true, blocks: true } as const;

/** What check-availability needs; the whole reservation payload fits it too. */
export const AvailabilityRequest = ReservationUpdate.mapFields(({ specialRequest: _, ...rest }) => rest);

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

export function reservationsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/check-availability', async (c) => {
    const input = await readInput(c, AvailabilityRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const night = await checkReservationNight(ctx.db, ctx, input.value.payload);
    if (!night.ok) return answerRefusal(c, night.error);
    return respond(c, AvailabilityResponse, { data: { available: true } });
  });

  routes.post('/new-reservation', (c) =>
    withIdempotency(ctx, c, 'new-reservation', async (tx) => {
      const input = await readInput(c, ReservationPayload);
      if (!input.ok) return input.error;
      const reservation = input.value.payload;
      const night = await checkReservationNight(tx, ctx, reservation);
      if (!night.ok) return night.error;
      const secret = newOrderSecret();
      const order = await insertOrder(tx, {
        ...unpricedOrder(KIND, { ...reservation, reservationDate: night.value.date, reservationTime: night.value.time }, ctx.now()),
        secretHash: secret.hash,
      });
      return { status: 200, body: createdBody(order.id, secret.secret) };
    }),
  );

  mountOrderLookup(routes, ctx, KIND, 'reservation', WHAT);

  // UpdateReservation: a new night, time, table size or request, checked like a new reservation.
  routes.put('/reservation/:id', async (c) => {
    const input = await readInput(c, ReservationUpdate);
    if (!input.ok) return answerRefusal(c, input.error);
    const change = input.value.payload;
    const answer = await ctx.db.transaction(async (tx) => {
      const order = await findOrderForUpdate(tx, c.req.param('id'), KIND);
      if (!order) return null;
      if (order.status === 'cancelled') return refusal(409, 'order_cancelled', 'This reservation was cancelled and cannot be changed.');
      const night = await checkReservationNight(tx, ctx, change);
      if (!night.ok) return night.error;
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
    return c.json(orderDetailsBody(answer));
  });

  mountOrderConfirm(routes, ctx, KIND, 'confirm-reservation-order', WHAT);
  return routes;
}
