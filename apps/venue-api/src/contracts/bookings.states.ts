// Provider states of the reservation and venue-booking pacts: open, blocked and held nights, a
// reservation and a private event. Every night is a free night of contract-nights.ts, so the pacts
// hold no date; the block and the holders keep one id each and move on every setup, so repeated
// runs leave one of each behind.
import { BOOKING_DEPOSIT_LINE } from '@venue/core/booking/booking-deposit';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { todayOf } from '../http/today';
import { claimNight } from '../store/private-events.store';
import { insertOrder, markConfirmed, unpricedOrder } from '../store/orders.store';
import { freeNight, type Night } from './contract-nights';
import { numberParam, stringParam, type AreaStates } from './provider-state';
import { stateGuest } from './state-orders';

/** A private event for twenty on the night, 9:00 PM to 2:00 AM. */
const privateEvent = (night: Night) => ({
  eventDate: night.us,
  startTime: '9:00 PM',
  endTime: '2:00 AM',
  noOfGuests: 20,
  eventType: 'Birthday party',
  specialRequest: '',
  ...stateGuest,
  userAgent: 'PC',
  ip: '203.0.113.9',
});

/** A pending booking: a request, holding no night; with a deposit, as its one line, total and amount due. */
async function pendingBooking(tx: Queryable, ctx: ApiContext, night: Night, depositMinor: number): Promise<string> {
  const order = unpricedOrder('bookings', privateEvent(night), ctx.now());
  const line = { itemId: 'booking-deposit', description: BOOKING_DEPOSIT_LINE, quantity: 1, unitMinor: depositMinor, totalMinor: depositMinor };
  const priced = depositMinor > 0 ? { ...order, lines: [line], subtotalMinor: depositMinor, totalMinor: depositMinor, dueMinor: depositMinor } : order;
  return (await insertOrder(tx, priced)).id;
}

/** Another confirmed private event, under `holderId`, taking the night (docs/product.md#reservations-and-venue-booking). */
async function holdNight(tx: Queryable, ctx: ApiContext, holderId: string, night: Night): Promise<void> {
  await insertOrder(tx, unpricedOrder('bookings', privateEvent(night), ctx.now(), holderId));
  await markConfirmed(tx, holderId, ctx.now());
  if (!(await claimNight(tx, night.iso, holderId))) throw new Error(`The night ${night.iso} is held already.`);
}

/** Deletes what an earlier setup left under this id (the order and the night it held). */
async function release(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM private_event_night WHERE order_id = $1', [id]);
  await tx.query('DELETE FROM orders WHERE id = $1', [id]);
}

export const bookingsStates: AreaStates = (ctx) => {
  const night = (tx: Queryable) => freeNight(tx, todayOf(ctx));
  return {
    /** Answers openNight (MM/DD/YYYY): a night the venue takes reservations, bookings and bottle orders for. */
    'a night is open for bookings': async () => ({ openNight: (await night(ctx.db)).us }),
    /** params: notes (venue HTML). A whole night closed to bookings; answers blockedNight (MM/DD/YYYY). */
    'the venue blocked a whole night': (params) =>
      ctx.db.transaction(async (tx) => {
        await tx.query("DELETE FROM block_date WHERE id = 'contract-block'");
        const blocked = await night(tx);
        await tx.query(
          "INSERT INTO block_date (id, date_from, date_to, time_from, time_to, notes) VALUES ('contract-block', $1::date, $1::date, NULL, NULL, $2)",
          [blocked.iso, stringParam(params, 'notes', '<p>Closed for a private event.</p>')],
        );
        return { blockedNight: blocked.us };
      }),
    /** A pending reservation for four at 10:00 PM, Dana Guest; answers reservationId and reservationNight (MM/DD/YYYY). */
    'a reservation exists': async () => {
      const reserved = await night(ctx.db);
      const payload = { noOfGuests: 4, reservationDate: reserved.us, reservationTime: '10:00 PM', specialRequest: '', ...stateGuest, userAgent: 'PC', ip: '203.0.113.9' };
      const order = await insertOrder(ctx.db, unpricedOrder('reservations', payload, ctx.now()));
      return { reservationId: order.id, reservationNight: reserved.us };
    },
    /** params: depositMinor (none unless given). A pending private event; answers bookingId and bookingNight (MM/DD/YYYY). */
    'a venue booking exists': (params) =>
      ctx.db.transaction(async (tx) => {
        const booked = await night(tx);
        return { bookingId: await pendingBooking(tx, ctx, booked, numberParam(params, 'depositMinor', 0)), bookingNight: booked.us };
      }),
    /** params: depositMinor. As 'a venue booking exists', and another confirmed private event holds its night. */
    'a venue booking exists whose night another private event holds': (params) =>
      ctx.db.transaction(async (tx) => {
        await release(tx, 'contract-holder-of-booking');
        const booked = await night(tx);
        const bookingId = await pendingBooking(tx, ctx, booked, numberParam(params, 'depositMinor', 0));
        await holdNight(tx, ctx, 'contract-holder-of-booking', booked);
        return { bookingId, bookingNight: booked.us };
      }),
    /** A confirmed private event holds a night; answers heldNight (MM/DD/YYYY). */
    'another private event holds a night': () =>
      ctx.db.transaction(async (tx) => {
        await release(tx, 'contract-holder');
        const held = await night(tx);
        await holdNight(tx, ctx, 'contract-holder', held);
        return { heldNight: held.us };
      }),
  };
};
