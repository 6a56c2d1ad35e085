// Provider states of the "find my orders" pacts (docs/product.md#find-my-orders) and of the confirmation's `mailedTo`:
// a paid ticket order for an address of its own (so its link lists that order alone), a link to it that works and
// one past its time, and a paid order whose buyer mail is in the outbox.
import { randomUUID } from 'node:crypto';
import { mailTo } from '@venue/core/mail/mail-recipients';
import { myOrdersLinkExpiry } from '@venue/core/my-orders/my-orders-token';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { mailHost } from '../mail/mail-settings';
import { queueMail } from '../mail/queue-mail';
import { myOrdersToken } from '../my-orders/my-orders-links';
import { insertMyOrdersLink } from '../my-orders/my-orders-links.store';
import { newOrderSecret } from '../orders/order-secret';
import { recordPayment } from '../orders/pay-order';
import { findEventDate } from '../store/events.store';
import { listLiveGuestCodes } from '../store/guest-codes.store';
import { findOrderForUpdate } from '../store/orders.store';
import type { AreaStates } from './provider-state';
import { oneLineOrder, stateGuest, storeOrder } from './state-orders';

/** Two General Admission tickets of event-up-1 for `clientEmail`, paid by test card: its payment issues the codes. */
async function paidTicketOrder(tx: Queryable, ctx: ApiContext, clientEmail: string): Promise<string> {
  const payload = { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }], ...stateGuest, clientEmail, guests: 2, promotionId: null };
  const line = { itemId: 'event-up-1-ga', description: 'General Admission', quantity: 2, unitCents: 2500 };
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
   * A paid ticket order for an address no other order has, and a link asked for it now: answers myOrdersToken,
   * ticketOrderId, night (the event's date) and linkToken (the buyer's own code link).
   */
  'a find-my-orders link to a paid ticket order exists': async () => {
    const email = ownAddress();
    const { ticketOrderId, link } = await ctx.db.transaction(async (tx) => ({
      ticketOrderId: await paidTicketOrder(tx, ctx, email),
      link: await insertMyOrdersLink(tx, email, ctx.now(), new Date(myOrdersLinkExpiry(ctx.now()) * 1000)),
    }));
    const [buyer] = await listLiveGuestCodes(ctx.db, ticketOrderId);
    const night = (await findEventDate(ctx.db, 'event-up-1')) ?? '';
    return { myOrdersToken: await myOrdersToken(ctx.db, ctx.now, link), ticketOrderId, night, linkToken: buyer?.linkToken ?? '' };
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
