import { describe, expect, it } from 'vitest';
import { visibleCatalog } from './bottle-catalog';
import { checkoutQuote, prepareBottleCheckout } from './bottle-checkout-order';
import { loadBottleSelection, saveBottleSelection } from './bottle-storage';
import { c, catalog, MemoryStorage, taxedSettings } from '../testing/bottle-test-fixtures';

const visible = visibleCatalog(catalog);

function storedSelection(cart: Record<string, number>, subtotal: number, guests = 4) {
  const storage = new MemoryStorage();
  saveBottleSelection(
    storage,
    { guests, date: { year: 2031, month: 5, day: 9 }, time: '11:00 PM', cart },
    { subtotal: c(subtotal), tableMinimum: c(guests * 10000) },
  );
  return loadBottleSelection(storage);
}

describe('prepareBottleCheckout', () => {
  it('rebuilds the order from storage when catalog and settings still agree', () => {
    const prepared = prepareBottleCheckout(storedSelection({ 'grey-goose': 1, moet: 1 }, 47000), visible, taxedSettings);
    expect(prepared.ok && prepared.value.lines.map((line) => [line.bottle.id, line.quantity])).toEqual([
      ['grey-goose', 1],
      ['moet', 1],
    ]);
    expect(prepared.ok && checkoutQuote(prepared.value, taxedSettings, null).total).toBe(55872);
  });

  it('calls the selection out of date when anything changed since the bottle page', () => {
    expect(prepareBottleCheckout(loadBottleSelection(new MemoryStorage()), visible, taxedSettings)).toEqual({
      ok: false,
      error: 'no-selection',
    });
    expect(prepareBottleCheckout(storedSelection({ 'house-vodka': 1 }, 0), visible, taxedSettings)).toEqual({
      ok: false,
      error: 'bottle-unavailable',
    });
    expect(prepareBottleCheckout(storedSelection({ 'grey-goose': 1, moet: 1 }, 45000), visible, taxedSettings)).toEqual({
      ok: false,
      error: 'price-changed',
    });
    expect(
      prepareBottleCheckout(storedSelection({ 'grey-goose': 1, moet: 1 }, 47000), visible, { ...taxedSettings, bottlesMinimum: c(12500) }),
    ).toEqual({
      ok: false,
      error: 'minimum-changed',
    });
    expect(prepareBottleCheckout(storedSelection({ moet: 1 }, 19500), visible, taxedSettings)).toEqual({
      ok: false,
      error: 'minimum-not-met',
    });
  });
});
