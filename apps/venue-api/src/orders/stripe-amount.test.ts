import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeCurrency, stripeAmount } from './stripe-amount';

describe('stripeAmount', () => {
  it('is the amount due as it is in yen, cents and the three-decimal currencies Stripe does not round', () => {
    expect(stripeAmount(1500, 'jpy')).toBe(1500);
    expect(stripeAmount(1999, 'usd')).toBe(1999);
    expect(stripeAmount(5124, 'iqd')).toBe(5124);
  });

  it('rounds to the nearest ten for the five currencies whose last digit Stripe wants to be 0', () => {
    expect(stripeAmount(5124, 'kwd')).toBe(5120);
    expect(stripeAmount(5125, 'KWD')).toBe(5130);
    expect(stripeAmount(5126, 'bhd')).toBe(5130);
    expect(stripeAmount(1500, 'omr')).toBe(1500);
  });

  it('property: in those five, the last digit is 0 and at most 5 fils away from the amount due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom('bhd', 'jod', 'kwd', 'omr', 'tnd'), (due, currency) => {
        const charged = stripeAmount(due, currency);
        expect(charged % 10).toBe(0);
        expect(Math.abs(charged - due)).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('chargeCurrency', () => {
  it('charges in the venue’s currency, STRIPE_CURRENCY only when the venue’s cannot be told', () => {
    expect(chargeCurrency({ currencyCode: 'JPY' }, { currency: () => 'usd' })).toBe('jpy');
    expect(chargeCurrency({ currencyCode: null }, { currency: () => 'eur' })).toBe('eur');
  });
});
