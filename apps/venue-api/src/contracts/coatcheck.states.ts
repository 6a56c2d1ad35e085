// Provider states of the coat check pacts: a checked-in coat with its claim ticket, and a lost item.
import { randomUUID } from 'node:crypto';
import { nextCoatCheckNumber } from '../store/coatcheck.store';
import type { AreaStates } from './provider-state';
import { oneLineOrder, storeOrder } from './state-orders';

export const coatCheckStates: AreaStates = (ctx) => ({
  /** One coat (5.00) for Dana Guest; answers coatCheckId and ticketNumber (C-0001, C-0002, ...). */
  'a coat check ticket exists': () =>
    ctx.db.transaction(async (tx) => {
      const ticketNumber = await nextCoatCheckNumber(tx);
      const items = [{ type: 'Coat', quantity: 1 }];
      const payload = { clientName: 'Dana Guest', clientPhoneNumber: '+12125550123', items, ticketNumber };
      const coatCheckId = await storeOrder(tx, oneLineOrder(ctx, 'coat-check', payload, { itemId: '1', description: 'Coat', quantity: 1, unitMinor: 500 }));
      return { coatCheckId, ticketNumber };
    }),
  /** A black leather jacket found today in the Main Room, held; answers lostItemId. */
  'a lost item exists': async () => {
    const lostItemId = `lost-${randomUUID()}`;
    await ctx.db.query(
      `INSERT INTO lost_item (id, description, category, found_on, location, status) VALUES ($1, 'Black leather jacket', 'Clothing', $2, 'Main Room', 'held')`,
      [lostItemId, ctx.now()],
    );
    return { lostItemId };
  },
});
