import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardPrice } from './gift-card-price';

describe('giftCardPrice', () => {
  it('is the value the guest picked, in cents', () => {
    expect(giftCardPrice(50)).toBe(5000);
    expect(giftCardPrice(19.5)).toBe(1950);
  });

  it('is null for anything that is not an amount', () => {
    for (const amount of ['50', null, undefined, -10, 10.001, Number.NaN, 1e12]) expect(giftCardPrice(amount)).toBeNull();
  });

  it('property: a whole amount in the major unit is that many hundred cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        expect(giftCardPrice(amount)).toBe(amount * 100);
      }),
    );
  });
});
