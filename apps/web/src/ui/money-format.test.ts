import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MAX_AMOUNT_MINOR, type Minor } from '@venue/core/money/minor-units';
import { currencyCode, knownCurrencySymbols } from '@venue/core/money/currency-code';
import { formatMoney } from './format';

const centsArb = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }).map((n) => n as Minor);
const intl = (amount: Minor, code: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount / 100);

describe('formatMoney', () => {
  it('writes the known currencies as Intl does', () => {
    expect(formatMoney(123450 as Minor, '$')).toBe('$1,234.50');
    expect(formatMoney(5 as Minor, '€')).toBe('€0.05');
    expect(formatMoney(12350 as Minor, '¥')).toBe('¥124');
    expect(formatMoney(100_000_000 as Minor, 'CHF')).toBe('CHF\u00a01,000,000.00');
  });

  it('property: for every symbol and code it knows, the same text as Intl en-US', () => {
    fc.assert(
      fc.property(centsArb, fc.constantFrom(...knownCurrencySymbols), (amount, symbol) => {
        const code = currencyCode(symbol) ?? '';
        expect(formatMoney(amount, symbol)).toBe(intl(amount, code));
        expect(formatMoney(amount, code)).toBe(intl(amount, code));
      }),
    );
  });

  it('property: half a yen or won rounds up, as Intl rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR / 100 - 1 }), (units) => {
        const half = (units * 100 + 50) as Minor;
        expect(formatMoney(half, 'JPY')).toBe(intl(half, 'JPY'));
        expect(formatMoney(half, '₩')).toBe(intl(half, 'KRW'));
      }),
    );
  });

  it('writes a known currency without Intl, whose first use costs a page load tens of milliseconds', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      formatMoney(123450 as Minor, '$');
      formatMoney(123450 as Minor, 'Kč');
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('asks Intl for a code it does not know, and puts an unknown symbol before the digits', () => {
    expect(formatMoney(123450 as Minor, 'MXN')).toBe(intl(123450 as Minor, 'MXN'));
    expect(formatMoney(123450 as Minor, 'Kč')).toBe('Kč1,234.50');
  });
});
