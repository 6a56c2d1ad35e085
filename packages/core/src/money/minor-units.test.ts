import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorExponent } from './currency-exponent';
import {
  addMinor,
  centsFromMajor,
  majorFromMinor,
  majorOfMinor,
  MAX_AMOUNT_MINOR,
  minorFromMajor,
  multiplyMinor,
  subtractMinor,
  sumMinor,
  toMinor,
  type Minor,
} from './minor-units';

const centsArb = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }).map((n) => n as Minor);

describe('toMinor', () => {
  it('accepts whole non-negative amounts and refuses the rest with a typed reason', () => {
    expect(toMinor(25000)).toEqual({ ok: true, value: 25000 });
    expect(toMinor(-1)).toMatchObject({ ok: false, error: { reason: 'negative' } });
    expect(toMinor(1.5)).toMatchObject({ ok: false, error: { reason: 'not-whole' } });
    expect(toMinor(Number.NaN)).toMatchObject({ ok: false, error: { reason: 'not-a-number' } });
    expect(toMinor(MAX_AMOUNT_MINOR + 1)).toMatchObject({ ok: false, error: { reason: 'too-large' } });
  });
});

describe('centsFromMajor', () => {
  it('converts prices with cents despite binary floats', () => {
    expect(centsFromMajor(19.99)).toEqual({ ok: true, value: 1999 });
    expect(centsFromMajor(0.1 + 0.2)).toEqual({ ok: true, value: 30 });
    expect(centsFromMajor(250)).toEqual({ ok: true, value: 25000 });
  });

  it('refuses a third decimal instead of rounding a price', () => {
    expect(centsFromMajor(19.999)).toMatchObject({ ok: false, error: { reason: 'too-precise' } });
    expect(centsFromMajor(Number.POSITIVE_INFINITY)).toMatchObject({ ok: false, error: { reason: 'not-a-number' } });
  });

  it('property: every cents amount survives the trip to the major unit and back', () => {
    fc.assert(
      fc.property(centsArb, (amount) => {
        expect(centsFromMajor(majorFromMinor(amount))).toEqual({ ok: true, value: amount });
      }),
    );
  });
});

describe('minorFromMajor', () => {
  const exponentArb = fc.constantFrom<MinorExponent>(0, 2, 3);

  it('scales by the exponent of the currency: yen, euros, dinars', () => {
    expect(minorFromMajor(1500, 0)).toEqual({ ok: true, value: 1500 });
    expect(minorFromMajor(1234.5, 2)).toEqual({ ok: true, value: 123450 });
    expect(minorFromMajor(12.345, 3)).toEqual({ ok: true, value: 12345 });
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(minorFromMajor(19.5, 0)).toMatchObject({ ok: false, error: { reason: 'too-precise' } });
    expect(minorFromMajor(1.2345, 3)).toMatchObject({ ok: false, error: { reason: 'too-precise' } });
    expect(minorFromMajor(MAX_AMOUNT_MINOR + 1, 0)).toMatchObject({ ok: false, error: { reason: 'too-large' } });
    expect(minorFromMajor(MAX_AMOUNT_MINOR / 1000, 3)).toEqual({ ok: true, value: MAX_AMOUNT_MINOR });
  });

  it('property: every amount of every kind of currency survives the trip to the major unit and back', () => {
    fc.assert(
      fc.property(centsArb, exponentArb, (amount, exponent) => {
        expect(minorFromMajor(majorOfMinor(amount, exponent), exponent)).toEqual({ ok: true, value: amount });
      }),
    );
  });
});

describe('arithmetic', () => {
  it('property: subtracting never goes below 0 and is exact otherwise', () => {
    fc.assert(
      fc.property(centsArb, centsArb, (a, b) => {
        const difference = subtractMinor(a, b);
        expect(difference).toBeGreaterThanOrEqual(0);
        expect(difference).toBe(a >= b ? a - b : 0);
      }),
    );
  });

  it('property: a sum does not depend on the order of its terms', () => {
    fc.assert(
      fc.property(fc.array(centsArb, { maxLength: 30 }), (amounts) => {
        expect(sumMinor([...amounts].reverse())).toBe(sumMinor(amounts));
        expect(Number.isSafeInteger(sumMinor(amounts))).toBe(true);
      }),
    );
  });

  it('multiplies by whole counts only; anything else is a bug', () => {
    expect(multiplyMinor(5000 as Minor, 4)).toBe(20000);
    expect(addMinor(1 as Minor, 2 as Minor)).toBe(3);
    expect(() => multiplyMinor(5000 as Minor, -1)).toThrow(RangeError);
    expect(() => multiplyMinor(5000 as Minor, 0.5)).toThrow(RangeError);
  });
});
