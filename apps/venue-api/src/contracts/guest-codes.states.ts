// Provider states of the guest-code pacts: a ticket order paid by test card, whose payment issued its codes.
import type { ApiContext } from '../http/api-context';
import { newOrderSecret } from '../orders/order-secret';
import { recordPayment } from '../orders/pay-order';
import { findEventDate } from '../store/events.store';
import { findOrderForUpdate } from '../store/orders.store';
import { listLiveGuestCodes } from '../store/guest-codes.store';
import type { AreaStates } from './provider-state';
import { oneLineOrder, stateGuest, storeOrder } from './state-orders';

export const guestCodesStates: AreaStates = (ctx: ApiContext) => ({
  /**
   * Two General Admission tickets of event-up-1 for Dana Guest, paid: answers ticketOrderId, orderSecret (what its
   * create would have answered the buyer), night (the event's date, YYYY-MM-DD) and linkToken (the buyer's own link).
   */
  'a paid ticket order with guest codes exists': () =>
    ctx.db.transaction(async (tx) => {
      const payload = { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }], ...stateGuest, guests: 2, promotionId: null };
      const line = { itemId: 'event-up-1-ga', description: 'General Admission', quantity: 2, unitMinor: 2500 };
      const secret = newOrderSecret();
      const ticketOrderId = await storeOrder(tx, { ...oneLineOrder(ctx, 'tickets', payload, line), secretHash: secret.hash });
      const order = await findOrderForUpdate(tx, ticketOrderId);
      if (!order) throw new Error('The state order was not stored.');
      const refused = await recordPayment(tx, ctx, order, `test_${ticketOrderId}_4242`);
      if (refused) throw new Error(refused.body.error.message);
      const [buyer] = await listLiveGuestCodes(tx, ticketOrderId);
      const night = (await findEventDate(tx, 'event-up-1')) ?? '';
      return { ticketOrderId, orderSecret: secret.secret, night, linkToken: buyer?.linkToken ?? '' };
    }),
});
