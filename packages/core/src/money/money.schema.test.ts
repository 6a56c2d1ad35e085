import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import type { Minor } from './minor-units';
import { MoneyFromMajor, PercentSchema } from './money.schema';

const decodeMoney = decodeWith(MoneyFromMajor, 'test');
const decodePercent = decodeWith(PercentSchema, 'test');

describe('MoneyFromMajor', () => {
  it('decodes the major unit to cents', () => {
    expect(decodeMoney(249.99)).toEqual({ ok: true, value: 24999 });
    expect(decodeMoney(0)).toEqual({ ok: true, value: 0 });
  });

  it('rejects what is not an amount of money', () => {
    for (const bad of [-1, 1.234, Number.NaN, '25', null]) expect(decodeMoney(bad).ok).toBe(false);
  });

  it('property: encoding then decoding gives back the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        const encoded = Schema.encodeSync(MoneyFromMajor)(amount as Minor);
        expect(decodeMoney(encoded)).toEqual({ ok: true, value: amount });
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
