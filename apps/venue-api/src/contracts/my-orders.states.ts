// Provider states of the "find my orders" pacts (docs/product.md#find-my-orders) and of the confirmation's `mailedTo`:
// a paid ticket order and a confirmed reservation for an address of their own (so its link lists those two alone), a
// link to them that works and one past its time, and a paid order whose buyer mail is in the outbox.
import { randomUUID } from 'node:crypto';
import { mailTo } from '@venue/core/mail/mail-recipients';
import { myOrdersLinkExpiry } from '@venue/core/my-orders/my-orders-token';
import { cancelLinkKey } from '../bookings/reservation-cancel-link';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { todayOf } from '../http/today';
import { mailHost } from '../mail/mail-settings';
import { queueMail } from '../mail/queue-mail';
import { signedLinks } from '../mail/signed-links';
import { myOrdersToken } from '../my-orders/my-orders-links';
import { insertMyOrdersLink } from '../my-orders/my-orders-links.store';
import { newOrderSecret } from '../orders/order-secret';
import { recordPayment } from '../orders/pay-order';
import { findEventDate } from '../store/events.store';
import { listLiveGuestCodes } from '../store/guest-codes.store';
import { findOrderForUpdate } from '../store/orders.store';
import { freeNight } from './contract-nights';
import type { AreaStates } from './provider-state';
import { oneLineOrder, stateGuest, storeOrder } from './state-orders';
import { confirmedStateReservation } from './state-reservations';

/** Two General Admission tickets of event-up-1 for `clientEmail`, paid by test card: its payment issues the codes. */
async function paidTicketOrder(tx: Queryable, ctx: ApiContext, clientEmail: string): Promise<string> {
  const payload = { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }], ...stateGuest, clientEmail, guests: 2, promotionId: null };
  const line = { itemId: 'event-up-1-ga', description: 'General Admission', quantity: 2, unitMinor: 2500 };
  const orderId = await storeOrder(tx, { ...oneLineOrder(ctx, 'tickets', payload, line), secretHash: newOrderSecret().hash });
  const order = await findOrderForUpdate(tx, orderId);
  if (!order) throw new Error('The state order was not stored.');
  const refused = await recordPayment(tx, ctx, order, `test_${orderId}_4242`);
  if (refused) throw new Error(refused.body.error.message);
  return orderId;
}

const ownAddress = () => `finder-${randomUUID().slice(0, 8)}@example.com`;

export const myOrdersStates: AreaStates = (ctx: ApiContext) => ({
  /**
   * A paid ticket order for an address no other order has, then a confirmed reservation of that address on an open
   * night (newer, so listed first), and a link asked for it now: answers myOrdersToken, ticketOrderId, night (the
   * event's date), linkToken (the buyer's own code link), reservationId, reservationDay (its night, YYYY-MM-DD) and
   * cancelLink (the key of its cancel link, which the list carries).
   */
  'a find-my-orders link to paid tickets and a reservation exists': async () => {
    const email = ownAddress();
    // The signing key is read before the transaction: the embedded database runs one at a time.
    const links = await signedLinks(ctx.db, ctx.now);
    const { ticketOrderId, reservation, link } = await ctx.db.transaction(async (tx) => {
      const ticketOrderId = await paidTicketOrder(tx, ctx, email);
      const night = await freeNight(tx, todayOf(ctx));
      return {
        ticketOrderId,
        reservation: { ...(await confirmedStateReservation(tx, ctx, night.us, email)), day: night.iso },
        link: await insertMyOrdersLink(tx, email, ctx.now(), new Date(myOrdersLinkExpiry(ctx.now()) * 1000)),
      };
    });
    const [buyer] = await listLiveGuestCodes(ctx.db, ticketOrderId);
    const night = (await findEventDate(ctx.db, 'event-up-1')) ?? '';
    return {
      myOrdersToken: await myOrdersToken(ctx.db, ctx.now, link),
      ticketOrderId,
      night,
      linkToken: buyer?.linkToken ?? '',
      reservationId: reservation.id,
      reservationDay: reservation.day,
      cancelLink: cancelLinkKey(links, reservation.id),
    };
  },
  /** A link asked for a day and a second ago: answers expiredToken, signed by the venue but past its time. */
  'a find-my-orders link past its time exists': async () => {
    const asked = new Date(ctx.now().getTime() - 24 * 3600 * 1000 - 1000);
    const link = await insertMyOrdersLink(ctx.db, ownAddress(), asked, new Date(myOrdersLinkExpiry(asked) * 1000));
    return { expiredToken: await myOrdersToken(ctx.db, ctx.now, link) };
  },
  /** A paid ticket order of Dana Guest whose buyer mail the outbox holds: answers ticketOrderId. */
  "a paid ticket order whose buyer's mail is queued exists": () =>
    ctx.db.transaction(async (tx) => {
      const ticketOrderId = await paidTicketOrder(tx, ctx, stateGuest.clientEmail);
      // Queued by the payment already where it queues mail; the same request again adds nothing.
      await queueMail(tx, [mailTo('ticket-order-paid', stateGuest.clientEmail, { type: 'order', id: ticketOrderId })], ctx.now(), mailHost(ctx.mail));
      return { ticketOrderId };
    }),
});
