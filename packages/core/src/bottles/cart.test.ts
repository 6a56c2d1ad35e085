import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleCatalog } from './bottle-catalog';
import { priceBottleOrder, pricingLines } from './bottle-pricing';
import {
  addBottle,
  bottleCount,
  cartLines,
  emptyCart,
  MAX_BOTTLE_QUANTITY,
  quantityOf,
  removeBottle,
  setQuantity,
  type Cart,
} from './cart';
import { catalog, taxedSettings } from '../testing/bottle-test-fixtures';

const visible = visibleCatalog(catalog);
const ids = ['grey-goose', 'moet', 'don-julio-1942'];
const stepArb = fc.record({ add: fc.boolean(), id: fc.constantFrom(...ids) });
const apply = (cart: Cart, step: { add: boolean; id: string }) => (step.add ? addBottle(cart, step.id) : removeBottle(cart, step.id));

function subtotalOf(cart: Cart): number {
  const lines = cartLines(cart, visible);
  if (!lines.ok) throw new Error('fixture bottles are all visible');
  const quote = priceBottleOrder({ lines: pricingLines(lines.value), guests: 2, settings: taxedSettings, promoter: null });
  if (!quote.ok) throw new Error('fixture prices');
  return quote.value.subtotal;
}

describe('cart', () => {
  it('adds and removes one at a time and never goes below 0', () => {
    let cart = addBottle(addBottle(emptyCart, 'moet'), 'moet');
    expect(quantityOf(cart, 'moet')).toBe(2);
    cart = removeBottle(removeBottle(removeBottle(cart, 'moet'), 'moet'), 'moet');
    expect(cart).toEqual({});
    expect(quantityOf(cart, 'moet')).toBe(0);
  });

  it('refuses a negative, fractional or too large quantity with a typed error', () => {
    expect(setQuantity(emptyCart, 'moet', -1)).toEqual({
      ok: false,
      error: { _tag: 'CartError', reason: 'invalid-quantity', bottleId: 'moet' },
    });
    expect(setQuantity(emptyCart, 'moet', 1.5).ok).toBe(false);
    expect(setQuantity(emptyCart, 'moet', Number.NaN).ok).toBe(false);
    expect(setQuantity(emptyCart, 'moet', MAX_BOTTLE_QUANTITY + 1).ok).toBe(false);
    const full = setQuantity(emptyCart, 'moet', MAX_BOTTLE_QUANTITY);
    expect(full.ok && addBottle(full.value, 'moet')).toEqual({ moet: MAX_BOTTLE_QUANTITY });
  });

  it('lists lines in catalog order and refuses a bottle that is no longer sold', () => {
    const cart = addBottle(addBottle(emptyCart, 'don-julio-1942'), 'grey-goose');
    const lines = cartLines(cart, visible);
    expect(lines.ok && lines.value.map((line) => [line.bottle.id, line.quantity])).toEqual([
      ['grey-goose', 1],
      ['don-julio-1942', 1],
    ]);
    expect(cartLines(addBottle(emptyCart, 'house-vodka'), visible)).toMatchObject({ ok: false, error: { reason: 'unknown-bottle' } });
  });

  it('does not let an id named like an object property confuse it', () => {
    expect(quantityOf(emptyCart, 'constructor')).toBe(0);
    expect(quantityOf(addBottle(emptyCart, '__proto__'), '__proto__')).toBe(1);
  });

  it('property: no quantity is ever negative, whatever the guest clicks', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const cart = steps.reduce(apply, emptyCart);
        for (const quantity of Object.values(cart)) expect(quantity).toBeGreaterThan(0);
        expect(bottleCount(cart)).toBe(Object.values(cart).reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('property: adding a bottle never lowers the subtotal', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), fc.constantFrom(...ids), (steps, id) => {
        const cart = steps.reduce(apply, emptyCart);
        expect(subtotalOf(addBottle(cart, id))).toBeGreaterThanOrEqual(subtotalOf(cart));
      }),
    );
  });

  it('property: the order bottles are added in never changes the cart or its totals', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...ids), { maxLength: 30 })
          .chain((adds) => fc.tuple(fc.constant(adds), fc.shuffledSubarray(adds, { minLength: adds.length }))),
        ([adds, shuffled]) => {
          const a = adds.reduce(addBottle, emptyCart);
          const b = shuffled.reduce(addBottle, emptyCart);
          expect(b).toEqual(a);
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
          expect(subtotalOf(b)).toBe(subtotalOf(a));
        },
      ),
    );
  });
});
