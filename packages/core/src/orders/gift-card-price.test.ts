import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorPerMajor, type MinorExponent } from '../money/currency-exponent';
import { giftCardPrice } from './gift-card-price';

describe('giftCardPrice', () => {
  it('is the value the guest picked, in minor units of its currency', () => {
    expect(giftCardPrice(50, 2)).toBe(5000);
    expect(giftCardPrice(19.5, 2)).toBe(1950);
    expect(giftCardPrice(5000, 0)).toBe(5000);
    expect(giftCardPrice(50, 3)).toBe(50000);
  });

  it('is null for anything that is not an amount of the currency', () => {
    for (const amount of ['50', null, undefined, -10, 10.001, Number.NaN, 1e12]) expect(giftCardPrice(amount, 2)).toBeNull();
    expect(giftCardPrice(19.5, 0)).toBeNull();
    expect(giftCardPrice(1.2345, 3)).toBeNull();
  });

  it('property: a whole amount in the major unit is that many minor units per major one, whatever the decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom<MinorExponent>(0, 2, 3), (amount, exponent) => {
        expect(giftCardPrice(amount, exponent)).toBe(amount * minorPerMajor(exponent));
      }),
    );
  });
});
