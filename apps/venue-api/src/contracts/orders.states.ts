// Provider states of the food and gift card pacts: one order of each, and a paid gift card order
// with its invoice.
import type { ApiContext } from '../http/api-context';
import { newInvoiceFile } from '../orders/pay-order';
import { markPaid } from '../store/orders.store';
import type { AreaStates } from './provider-state';
import { oneLineOrder, stateGuest, storeOrder } from './state-orders';

/** A 50.00 card from Dana Guest to Rory Friend. */
const giftCardOrder = (ctx: ApiContext) =>
  oneLineOrder(
    ctx,
    'gift-cards',
    { amount: 50, senderName: 'Dana Guest', senderEmail: 'dana@example.com', recipientName: 'Rory Friend', recipientEmail: 'rory@example.com' },
    { itemId: 'gift-card', description: 'Gift card for Rory Friend', quantity: 1, unitMinor: 5000 },
  );

export const ordersStates: AreaStates = (ctx) => ({
  /** Two Truffle Fries (12.00 each) to deliver; answers foodOrderId. */
  'a food order exists': async () => {
    const payload = { items: [{ itemId: 'food-truffle-fries', quantity: 2 }], ...stateGuest, clientAddress: '1 Main St', city: 'New York', zipCode: '10001' };
    const line = { itemId: 'food-truffle-fries', description: 'Truffle Fries', quantity: 2, unitMinor: 1200 };
    return { foodOrderId: await storeOrder(ctx.db, oneLineOrder(ctx, 'food', payload, line)) };
  },
  /** Answers giftCardOrderId. */
  'a gift card order exists': async () => ({ giftCardOrderId: await storeOrder(ctx.db, giftCardOrder(ctx)) }),
  /** Paid by test card; answers giftCardOrderId and invoiceFile (served at invoices/pdf/{invoiceFile}). */
  'a paid gift card order exists': () =>
    ctx.db.transaction(async (tx) => {
      const giftCardOrderId = await storeOrder(tx, giftCardOrder(ctx));
      const invoiceFile = newInvoiceFile();
      await markPaid(tx, giftCardOrderId, { at: ctx.now(), paymentRef: `test_${giftCardOrderId}_4242`, invoiceFile });
      return { giftCardOrderId, invoiceFile };
    }),
});
