import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import type { Percent } from '../money/percent';
import { coatCheckItemTypes } from '../orders/coatcheck.schema';
import type { ChargeSettings } from '../orders/order-pricing';
import { claimItemsOf, claimQuote, DEFAULT_COAT_CHECK_FEES, maxItemsPerType } from './claim-fees';

const untaxed: ChargeSettings = { tax: 8 as Percent, taxItems: ['Bottles'], serviceCharge: 10 as Percent, serviceChargeItems: [] };
const taxed: ChargeSettings = { ...untaxed, taxItems: ['Coat Check'], serviceChargeItems: ['Coat Check'] };

describe('claim fees', () => {
  it('price each item by its type: Coat $5, Bag $5, Umbrella $2, Other $8', () => {
    const quote = claimQuote(
      [
        { type: 'Coat', quantity: 2 },
        { type: 'Umbrella', quantity: 1 },
      ],
      untaxed,
    );
    expect(quote.lines.map((line) => [line.name, line.lineTotal])).toEqual([
      ['Coat', 1000],
      ['Umbrella', 200],
    ]);
    expect(quote).toMatchObject({ subTotal: 1200, tax: 0, serviceCharge: 0, total: 1200 });
  });

  it("price by the venue's own fees when its settings give them (a yen venue's ¥300 umbrella)", () => {
    const coatCheckFees = { Coat: 500 as Minor, Bag: 500 as Minor, Umbrella: 300 as Minor, Other: 1000 as Minor };
    expect(claimQuote([{ type: 'Umbrella', quantity: 2 }], { ...untaxed, coatCheckFees })).toMatchObject({ subTotal: 600, total: 600 });
    expect(claimQuote([{ type: 'Umbrella', quantity: 2 }], { ...untaxed, coatCheckFees: null })).toMatchObject({ subTotal: 400 });
  });

  it('add tax and service when the venue lists Coat Check', () => {
    expect(claimQuote([{ type: 'Other', quantity: 1 }], taxed)).toMatchObject({ subTotal: 800, tax: 64, serviceCharge: 80, total: 944 });
  });

  it('property: the subtotal is the fees of the counted items, zero counts left out of the lines', () => {
    const counts = fc.record({
      Coat: fc.integer({ min: 0, max: maxItemsPerType }),
      Bag: fc.integer({ min: 0, max: maxItemsPerType }),
      Umbrella: fc.integer({ min: 0, max: maxItemsPerType }),
      Other: fc.integer({ min: 0, max: maxItemsPerType }),
    });
    fc.assert(
      fc.property(counts, fc.boolean(), (count, isTaxed) => {
        const items = claimItemsOf(count);
        const quote = claimQuote(items, isTaxed ? taxed : untaxed);
        const expected = coatCheckItemTypes.reduce((sum, type) => sum + DEFAULT_COAT_CHECK_FEES[type] * count[type], 0);
        expect(quote.subTotal).toBe(expected as Minor);
        expect(items.every((item) => item.quantity > 0)).toBe(true);
        expect(quote.total).toBeGreaterThanOrEqual(quote.subTotal);
      }),
    );
  });
});
