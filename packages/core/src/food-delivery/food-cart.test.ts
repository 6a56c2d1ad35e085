import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxedSettings } from '../testing/bottle-test-fixtures';
import { foodMenu } from '../testing/food-test-fixtures';
import {
  addFoodItem,
  dropFoodItem,
  foodCount,
  foodEstimate,
  foodQuantityOf,
  foodSelections,
  removeFoodItem,
  type FoodCart,
} from './food-cart';
import { deliveryItems, deliveryMenu } from './food-delivery-menu';

const menu = deliveryMenu(foodMenu);
const orderable = deliveryItems(menu).map((item) => item._id);
const ids = [...orderable, 'burrata', 'free', 'unknown'];
const stepArb = fc.record({ add: fc.boolean(), id: fc.constantFrom(...ids) });
const cartArb = fc
  .array(stepArb, { maxLength: 60 })
  .map((steps) =>
    steps.reduce<FoodCart>((cart, step) => (step.add ? addFoodItem(cart, step.id, orderable) : removeFoodItem(cart, step.id)), {}),
  );

describe('food delivery menu', () => {
  it('keeps deliverable, priced items by category in menu order', () => {
    expect(menu.map((category) => [category.name, category.items.map((item) => item._id)])).toEqual([
      ['Starters', ['fries']],
      ['Sharing', ['wings']],
      ['Mains', ['burger']],
      ['Desserts', ['churros']],
    ]);
    expect(deliveryMenu([])).toEqual([]);
  });
});

describe('food cart', () => {
  it('holds only orderable items, each 1 to 99, whatever the guest presses', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const [id, quantity] of Object.entries(cart)) {
          expect(orderable).toContain(id);
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(quantity).toBeLessThanOrEqual(99);
        }
      }),
    );
  });

  it('sends every chosen item once, in menu order, with its count', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const selections = foodSelections(cart, menu);
        expect(selections.map((s) => s.itemId)).toEqual(orderable.filter((id) => foodQuantityOf(cart, id) > 0));
        expect(selections.reduce((n, s) => n + s.quantity, 0)).toBe(foodCount(cart));
      }),
    );
  });

  it('drops one item and keeps every other line as it was', () => {
    fc.assert(
      fc.property(cartArb, fc.constantFrom(...orderable), (cart, dropped) => {
        const after = dropFoodItem(cart, dropped);
        expect(foodQuantityOf(after, dropped)).toBe(0);
        for (const id of orderable.filter((other) => other !== dropped)) expect(foodQuantityOf(after, id)).toBe(foodQuantityOf(cart, id));
      }),
    );
  });

  it('estimates SUB TOTAL as the sum of the lines, with tax for Food and no service when Food is not listed', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const quote = foodEstimate(cart, menu, taxedSettings);
        expect(quote.subTotal).toBe(quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
        expect(quote.serviceCharge).toBe(0);
        expect(quote.total).toBe(quote.subTotal + quote.tax);
      }),
    );
    // 2 x 12.00 + 19.00 = 43.00; 8.875 % tax rounded up = 3.82.
    const quote = foodEstimate({ fries: 2, wings: 1 }, menu, taxedSettings);
    expect([quote.subTotal, quote.tax, quote.total]).toEqual([4300, 382, 4682]);
  });
});
