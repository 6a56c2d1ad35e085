import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PromoterDiscount } from '../bottles/promoter-discount.schema';
import type { Minor } from '../money/minor-units';
import type { Percent } from '../money/percent';
import { promoterDiscount } from './promoter-discount';

const c = (n: number) => n as Minor;
const percentOff = (percent: number): PromoterDiscount => ({ promotionId: 'p', discountType: '%', discountAmount: percent as Percent });
const dollarOff = (cents: number): PromoterDiscount => ({ promotionId: 'p', discountType: '$', discountAmount: c(cents) });

const centsArb = (max: number) => fc.integer({ min: 0, max }).map(c);
const promoterArb: fc.Arbitrary<PromoterDiscount | null> = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map((micros) => percentOff(micros / 10_000)),
    centsArb(200_000).map(dollarOff),
  ),
  { nil: null },
);

describe('promoterDiscount', () => {
  it("takes a percent of SUB TOTAL rounded up to the cent, or the '$' amount", () => {
    expect(promoterDiscount(percentOff(10), c(36000))).toBe(3600);
    expect(promoterDiscount(percentOff(12.5), c(999))).toBe(125);
    expect(promoterDiscount(dollarOff(2500), c(74000))).toBe(2500);
    expect(promoterDiscount(null, c(74000))).toBe(0);
  });

  it('never goes past SUB TOTAL or the ceiling an earlier discount leaves', () => {
    expect(promoterDiscount(dollarOff(100000), c(19500))).toBe(19500);
    expect(promoterDiscount(dollarOff(100000), c(19500), c(1950))).toBe(1950);
    expect(promoterDiscount(percentOff(100), c(19500), c(1950))).toBe(1950);
  });

  it('property: a whole number of cents from 0 to min(SUB TOTAL, ceiling)', () => {
    fc.assert(
      fc.property(promoterArb, centsArb(5_000_000), centsArb(5_000_000), (promoter, subTotal, ceiling) => {
        const discount = promoterDiscount(promoter, subTotal, ceiling);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(Math.min(subTotal, ceiling));
        if (promoter === null) expect(discount).toBe(0);
      }),
    );
  });

  it('property: below the cap, a percent discount is the smallest whole cent at or above the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), centsArb(5_000_000), (percent, subTotal) => {
        const discount = promoterDiscount(percentOff(percent), subTotal);
        expect(discount * 100).toBeGreaterThanOrEqual(subTotal * percent);
        expect((discount - 1) * 100).toBeLessThan(subTotal * percent);
      }),
    );
  });

  it('property: a larger SUB TOTAL never gets a smaller discount', () => {
    fc.assert(
      fc.property(promoterArb, centsArb(5_000_000), centsArb(5_000_000), (promoter, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(promoterDiscount(promoter, low)).toBeLessThanOrEqual(promoterDiscount(promoter, high));
      }),
    );
  });
});
