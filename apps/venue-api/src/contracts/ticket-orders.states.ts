// Provider states of the ticket pacts: a ticket order (with or without another guest), a ticket
// promoter, and an event whose seats no unpaid order holds. Two General Admission tickets of the demo's
// event-up-1 at 25.00.
import { randomBytes, randomUUID } from 'node:crypto';
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import type { ApiContext } from '../http/api-context';
import { placeKeyHash } from '../orders/attendee-access';
import { newOrderSecret } from '../orders/order-secret';
import { addAttendee } from '../store/ticket-attendees.store';
import { releaseExpiredHolds } from '../store/ticket-holds.store';
import { stringParam, type AreaStates } from './provider-state';
import { oneLineOrder, stateGuest, storeOrder } from './state-orders';

const ticketOrder = (ctx: ApiContext) =>
  oneLineOrder(
    ctx,
    'tickets',
    { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }], ...stateGuest, guests: 2, promotionId: null },
    { itemId: 'event-up-1-ga', description: 'General Admission', quantity: 2, unitMinor: 2500 },
  );

export const ticketOrdersStates: AreaStates = (ctx) => ({
  /**
   * params: eventId. Earlier unpaid orders' holds end now and their seats go back on sale, as when a
   * hold runs out: each new order holds seats for its address (docs/backend.md#holds-that-expire), and
   * run after run the verifier's would reach the limit one address may hold.
   */
  'no unpaid order holds seats of the event': (params) =>
    ctx.db.transaction(async (tx) => {
      const eventId = stringParam(params, 'eventId', 'event-up-1');
      await tx.query(
        `UPDATE orders SET hold_until = $2 WHERE kind = 'tickets' AND payload->>'eventId' = $1 AND hold_until > $2 AND payment_intent_id IS NULL`,
        [eventId, ctx.now()],
      );
      await releaseExpiredHolds(tx, ctx.now(), eventId);
      return {};
    }),
  /** Answers ticketOrderId. */
  'a ticket order exists': async () => ({ ticketOrderId: await storeOrder(ctx.db, ticketOrder(ctx)) }),
  /**
   * Answers ticketOrderId, attendeeId (Sam Other, the order's one guest besides the buyer), orderSecret (what the
   * create answered the buyer) and placeKey (the key Sam's browser named the place with).
   */
  'a ticket order with a guest exists': async () =>
    ctx.db.transaction(async (tx) => {
      const secret = newOrderSecret();
      const placeKey = randomBytes(24).toString('base64url');
      const ticketOrderId = await storeOrder(tx, { ...ticketOrder(ctx), secretHash: secret.hash });
      const attendee = await addAttendee(tx, ticketOrderId, 0, {
        name: 'Sam Other',
        email: 'sam@example.com',
        phoneNumber: '+447700900123',
        keyHash: placeKeyHash(placeKey),
      });
      return { ticketOrderId, attendeeId: attendee._id, orderSecret: secret.secret, placeKey };
    }),
  /** params: promoterIGname. 10 % off every event's tickets; answers promotionId. */
  'a ticket promoter exists': async (params) => {
    const promotionId = `promo-${randomUUID()}`;
    await ctx.db.query(
      `INSERT INTO ticket_promoter (promoter_ig, promotion_id, discount_type, discount_amount) VALUES ($1, $2, '%', 10)
       ON CONFLICT (promoter_ig) DO UPDATE SET promotion_id = excluded.promotion_id, discount_type = '%', discount_amount = 10, event_id = NULL`,
      [normalisePromoterName(stringParam(params, 'promoterIGname', 'djnova')), promotionId],
    );
    return { promotionId };
  },
});
