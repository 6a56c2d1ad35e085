// Provider states of the reservation cancel pacts: a confirmed reservation with its table's code, on an open night
// (before any cut-off) or on last night (past it). Each answers what the guest holds: the order secret its create
// answered and the key of its mails' cancel link (docs/contracts.md#every-state).
import { formatDate } from '@venue/core/dates/date-text';
import { fromDayNumber, dayNumber } from '@venue/core/dates/calendar-date';
import { parseIsoDate } from '@venue/core/events/event-times';
import { cancelLinkKey } from '../bookings/reservation-cancel-link';
import type { Queryable } from '../db/database.port';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import type { ApiContext } from '../http/api-context';
import { todayOf } from '../http/today';
import { signedLinks } from '../mail/signed-links';
import { newOrderSecret } from '../orders/order-secret';
import { findOrder, insertOrder, markConfirmed, unpricedOrder } from '../store/orders.store';
import { freeNight } from './contract-nights';
import type { AreaStates, StateValues } from './provider-state';
import { stateGuest } from './state-orders';

/** A confirmed reservation for four at 10:00 PM on `usNight`, with its code, as the confirm route leaves it. */
async function confirmedReservation(tx: Queryable, ctx: ApiContext, usNight: string): Promise<{ id: string; secret: string }> {
  const payload = { noOfGuests: 4, reservationDate: usNight, reservationTime: '10:00 PM', specialRequest: '', ...stateGuest, userAgent: 'PC', ip: '203.0.113.9' };
  const secret = newOrderSecret();
  const order = await insertOrder(tx, { ...unpricedOrder('reservations', payload, ctx.now()), secretHash: secret.hash });
  await markConfirmed(tx, order.id, ctx.now());
  const confirmed = await findOrder(tx, order.id);
  if (confirmed) await syncGuestCodes(tx, ctx, confirmed);
  return { id: order.id, secret: secret.secret };
}

export const reservationsStates: AreaStates = (ctx) => {
  async function state(usNight: (tx: Queryable) => Promise<string>): Promise<StateValues> {
    // The signing key is read before the transaction: the embedded database runs one at a time.
    const links = await signedLinks(ctx.db, ctx.now);
    return ctx.db.transaction(async (tx) => {
      const night = await usNight(tx);
      const { id, secret } = await confirmedReservation(tx, ctx, night);
      return { reservationId: id, reservationSecret: secret, cancelLink: cancelLinkKey(links, id), reservationNight: night };
    });
  }
  return {
    /**
     * A confirmed reservation for four at 10:00 PM on an open night, Dana Guest, with its table's code; answers
     * reservationId, reservationSecret (what its create answered), cancelLink (its mails' cancel key) and reservationNight.
     */
    'a confirmed reservation exists': () => state(async (tx) => (await freeNight(tx, todayOf(ctx))).us),
    /** As above, on the venue's last night: its arrival has passed, and with it any cut-off. */
    'a confirmed reservation past its cancel cut-off exists': () =>
      state(async () => {
        const today = parseIsoDate(todayOf(ctx));
        if (today === null) throw new Error(`The venue's today ${todayOf(ctx)} is not a date.`);
        return formatDate(fromDayNumber(dayNumber(today) - 1));
      }),
  };
};
