import { describe, expect, it } from 'vitest';
import { minorExponent, minorPerMajor } from './currency-exponent';

describe('minorExponent', () => {
  it('gives each kind of currency its ISO 4217 decimals', () => {
    for (const code of ['JPY', 'KRW', 'CLP', 'VND']) expect(minorExponent(code)).toBe(0);
    for (const code of ['USD', 'EUR', 'ILS', 'GBP', 'CHF']) expect(minorExponent(code)).toBe(2);
    for (const code of ['KWD', 'BHD', 'JOD', 'OMR', 'TND']) expect(minorExponent(code)).toBe(3);
  });

  it('counts in hundredths when the currency cannot be told', () => {
    expect(minorExponent(null)).toBe(2);
    expect(minorExponent('XYZ')).toBe(2);
  });

  it('agrees with the fraction digits Intl shows for the currencies a venue is likely to use', () => {
    for (const code of ['JPY', 'KRW', 'USD', 'EUR', 'ILS', 'KWD', 'BHD', 'JOD', 'OMR', 'TND']) {
      const shown = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
      expect(minorExponent(code), code).toBe(shown);
    }
  });

  it('scales by a power of ten', () => {
    expect([0, 2, 3].map((e) => minorPerMajor(e as 0 | 2 | 3))).toEqual([1, 100, 1000]);
  });
});
