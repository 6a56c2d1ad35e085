import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import type { Minor } from './minor-units';
import type { MinorExponent } from './currency-exponent';
import { MoneyFromMajor, moneyFromMajorIn, PercentSchema } from './money.schema';

const decodeMoney = decodeWith(MoneyFromMajor, 'test');
const decodePercent = decodeWith(PercentSchema, 'test');

describe('MoneyFromMajor', () => {
  it('decodes the two-decimal wire to minor units', () => {
    expect(decodeMoney(249.99)).toEqual({ ok: true, value: 24999 });
    expect(decodeMoney(0)).toEqual({ ok: true, value: 0 });
  });

  it('rejects what is not an amount of money', () => {
    for (const bad of [-1, 1.234, Number.NaN, '25', null]) expect(decodeMoney(bad).ok).toBe(false);
  });

  it('property: encoding then decoding gives back the minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        const encoded = Schema.encodeSync(MoneyFromMajor)(amount as Minor);
        expect(decodeMoney(encoded)).toEqual({ ok: true, value: amount });
      }),
    );
  });
});

describe('moneyFromMajorIn', () => {
  const decodeIn = (exponent: MinorExponent) => decodeWith(moneyFromMajorIn(exponent), 'test');

  it('decodes to the minor units of each kind of currency', () => {
    expect(decodeIn(0)(1500)).toEqual({ ok: true, value: 1500 });
    expect(decodeIn(2)(1234.5)).toEqual({ ok: true, value: 123450 });
    expect(decodeIn(3)(1.234)).toEqual({ ok: true, value: 1234 });
  });

  it('rejects more decimals than the currency has', () => {
    expect(decodeIn(0)(19.5).ok).toBe(false);
    expect(decodeIn(2)(1.234).ok).toBe(false);
    expect(decodeIn(3)(1.2345).ok).toBe(false);
  });

  it('is made once per exponent, the two-decimal one being MoneyFromMajor', () => {
    expect(moneyFromMajorIn(3)).toBe(moneyFromMajorIn(3));
    expect(moneyFromMajorIn(2)).toBe(MoneyFromMajor);
    expect(moneyFromMajorIn(0)).not.toBe(MoneyFromMajor);
  });

  it('property: for every exponent, encoding then decoding gives back the minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom<MinorExponent>(0, 2, 3), (amount, exponent) => {
        const encoded = Schema.encodeSync(moneyFromMajorIn(exponent))(amount as Minor);
        expect(decodeIn(exponent)(encoded)).toEqual({ ok: true, value: amount });
      }),
    );
  });
});

describe('PercentSchema', () => {
  it('accepts 0..100 and rejects the rest', () => {
    expect(decodePercent(8.875)).toEqual({ ok: true, value: 8.875 });
    expect(decodePercent(120).ok).toBe(false);
    expect(decodePercent('10').ok).toBe(false);
  });
});
