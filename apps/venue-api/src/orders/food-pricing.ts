// Prices a food basket from the food menu (content_item 'food-menu'), never from the request:
// only items food delivery offers (`deliverable`) can be ordered.
import { foodMenuSchemasIn } from '@venue/core/content/food-menu-item.schema';
import { quoteOrder, type OrderQuote } from '@venue/core/orders/order-pricing';
import type { FoodGroupRequest } from '@venue/core/orders/food-order.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { invalidInput, notFound, type Refusal } from '../http/refusal';
import { findItem } from '../store/content.store';
import { readFinancialSettings } from '../store/venue.store';

export async function quoteFood(db: Queryable, ctx: ApiContext, request: FoodGroupRequest): Promise<Result<OrderQuote, Refusal>> {
  const seen = new Set<string>();
  const lines = [];
  for (const [i, selection] of request.items.entries()) {
    const field = `items[${i}].itemId`;
    if (seen.has(selection.itemId)) return err(invalidInput(field, 'Each menu item may appear only once.'));
    seen.add(selection.itemId);
    const item = await findItem(db, 'food-menu', selection.itemId, foodMenuSchemasIn(ctx.moneyExponent).FoodMenuItem);
    if (!item) return err(notFound('A menu item with this id', { field }));
    if (!item.deliverable) return err(invalidInput(field, `${item.name} is not offered for delivery.`));
    lines.push({ itemId: item._id, name: item.name, quantity: selection.quantity, unitPrice: item.price });
  }
  const settings = await readFinancialSettings(db, ctx.pricing);
  if (!settings) throw new Error('The venue has no financial settings.');
  return ok(quoteOrder('Food', lines, settings));
}
