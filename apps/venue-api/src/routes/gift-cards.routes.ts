// Gift cards: POST submit-gift-card (Idempotency-Key), GET gift-card/{id},
// POST confirm-gift-card-order/{orderId}. The card's value is its price; tax and service apply
// only when the venue's item lists name Gift Cards.
import { Hono } from 'hono';
import { giftCardAmountsOf, isGiftCardAmount } from '@venue/core/orders/gift-card-amounts';
import { giftCardPrice } from '@venue/core/orders/gift-card-price';
import { GiftCardPayload } from '@venue/core/orders/gift-card.schema';
import { quoteOrder } from '@venue/core/orders/order-pricing';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { invalidInput } from '../http/refusal';
import { withIdempotency } from '../orders/idempotency';
import { createdBody, storedTotals } from '../orders/order-answers';
import { mountOrderConfirm, mountOrderLookup } from '../orders/order-routes';
import { insertOrder, newOrderId } from '../store/orders.store';
import { requestLanguage } from '../languages/request-language';
import { invoiceWords } from '../languages/invoice-words';
import { readFinancialSettings } from '../store/venue.store';

const KIND = 'gift-cards';
const WHAT = 'A gift card order with this id';

export function giftCardsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();

  routes.post('/submit-gift-card', async (c) =>
    withIdempotency(ctx, c, 'submit-gift-card', async (tx) => {
      const input = await readInput(c, GiftCardPayload);
      if (!input.ok) return input.error;
      const card = input.value.payload;
      const settings = await readFinancialSettings(tx, ctx.pricing);
      if (!settings) throw new Error('The venue has no financial settings.');
      // The venue's own range (docs/product.md#gift-cards), which the schema cannot know.
      const amounts = giftCardAmountsOf(settings);
      if (!isGiftCardAmount(card.amount, amounts))
        return invalidInput('amount', `amount: Expected a whole amount from ${amounts.min} to ${amounts.max}`);
      const price = giftCardPrice(card.amount, ctx.moneyExponent);
      // The schema admits only whole amounts, so this cannot fail.
      if (price === null) throw new Error(`Gift card amount ${card.amount} passed the schema but is not money.`);
      // The line is stored as the invoice shows it, in the buyer's language.
      const language = await requestLanguage(c, tx);
      const line = {
        itemId: 'gift-card',
        name: invoiceWords(language).giftCardFor(card.recipientName.trim()),
        quantity: 1,
        unitPrice: price,
      };
      const quote = quoteOrder('Gift Cards', [line], settings);
      const order = await insertOrder(tx, {
        id: newOrderId('gift-card'),
        kind: KIND,
        payload: card,
        ...storedTotals(quote),
        createdAt: ctx.now(),
        language,
      });
      return { status: 200, body: createdBody(order.id) };
    }),
  );

  mountOrderLookup(routes, ctx, KIND, 'gift-card', WHAT);
  mountOrderConfirm(routes, ctx, KIND, 'confirm-gift-card-order', WHAT);
  return routes;
}
