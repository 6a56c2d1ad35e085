import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { catalogBottles, findBottle, visibleCatalog } from './bottle-catalog';
import { BottleCatalog } from './bottle-catalog.schema';
import { catalog } from '../testing/bottle-test-fixtures';

describe('visibleCatalog', () => {
  const visible = visibleCatalog(catalog);

  it('hides products with no price or price 0, and categories left empty', () => {
    expect(visible.map((category) => [category.name, category.bottles.map((bottle) => bottle.id)])).toEqual([
      ['Vodka', ['grey-goose']],
      ['Champagne', ['moet']],
      ['Tequila', ['don-julio-1942']],
    ]);
  });

  it('fills in a missing description and photo', () => {
    expect(findBottle(visible, 'moet')).toEqual({ id: 'moet', name: 'Moët & Chandon', price: 19500, description: '', bottlePhoto: null });
    expect(findBottle(visible, 'house-vodka')).toBeUndefined();
    expect(catalogBottles(visible)).toHaveLength(3);
  });
});

describe('BottleCatalog schema', () => {
  const decode = decodeWith(BottleCatalog, 'GET bottles-items');

  it('decodes prices from the major unit, keeping unpriced products for the visibility rule', () => {
    const result = decode([
      {
        name: 'Champagne',
        products: [
          { _id: 'moet', name: 'Moët', price: 195, bottlePhoto: null },
          { _id: 'x', name: 'X' },
        ],
      },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          name: 'Champagne',
          products: [
            { _id: 'moet', name: 'Moët', price: 19500, bottlePhoto: null },
            { _id: 'x', name: 'X' },
          ],
        },
      ],
    });
  });

  it('rejects a negative or non-numeric price and an empty id, naming the field', () => {
    expect(decode([{ name: 'A', products: [{ _id: 'a', name: 'A', price: -5 }] }])).toMatchObject({
      ok: false,
      error: { path: '[0].products[0].price' },
    });
    expect(decode([{ name: 'A', products: [{ _id: 'a', name: 'A', price: 'NaN' }] }])).toMatchObject({
      ok: false,
      error: { path: '[0].products[0].price' },
    });
    expect(decode([{ name: 'A', products: [{ _id: ' ', name: 'A', price: 5 }] }])).toMatchObject({
      ok: false,
      error: { path: '[0].products[0]._id' },
    });
  });
});
