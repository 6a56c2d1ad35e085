import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MAX_AMOUNT_MINOR, type Minor } from '@venue/core/money/minor-units';
import { currencyCode, knownCurrencySymbols } from '@venue/core/money/currency-code';
import { minorExponent, minorPerMajor } from '@venue/core/money/currency-exponent';
import { formatMajorMoney, formatMoney } from './format';
import { moneyText } from './money-format';

const centsArb = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }).map((n) => n as Minor);
/** Intl's en-US text for an amount counted in the code's own minor unit (yen, cents, fils). */
const intl = (amount: Minor, code: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount / minorPerMajor(minorExponent(code)));

describe('formatMoney', () => {
  it('writes the known currencies as Intl does', () => {
    expect(formatMoney(123450 as Minor, '$')).toBe('$1,234.50');
    expect(formatMoney(5 as Minor, '€')).toBe('€0.05');
    expect(formatMoney(12350 as Minor, '¥')).toBe('¥12,350');
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

  it('counts each currency in its own minor unit: a yen, a cent, a fils', () => {
    expect(formatMoney(1500 as Minor, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1500 as Minor, '₩')).toBe('₩1,500');
    expect(formatMoney(1500 as Minor, 'EUR')).toBe('€15.00');
    expect(formatMoney(1500 as Minor, 'KWD')).toBe(intl(1500 as Minor, 'KWD'));
    expect(formatMoney(1500 as Minor, 'KWD')).toContain('1.500');
  });

  it('property: in currencies of 0, 2 and 3 decimals, the same text as Intl en-US', () => {
    fc.assert(
      fc.property(centsArb, fc.constantFrom('JPY', 'KRW', 'CLP', 'USD', 'EUR', 'BRL', 'KWD', 'BHD', 'TND'), (amount, code) => {
        expect(formatMoney(amount, code)).toBe(intl(amount, code));
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

  it('writes an amount held in the major unit (a gift card’s value) in the currency’s own minor unit', () => {
    expect(formatMajorMoney(50, '$')).toBe('$50.00');
    expect(formatMajorMoney(5000, 'JPY')).toBe('¥5,000');
    expect(formatMajorMoney(50, 'KWD')).toBe(intl(50000 as Minor, 'KWD'));
  });

  it('asks Intl for a code it does not know, and puts an unknown symbol before the digits', () => {
    expect(formatMoney(123450 as Minor, 'MXN')).toBe(intl(123450 as Minor, 'MXN'));
    expect(formatMoney(123450 as Minor, 'Kč')).toBe('Kč1,234.50');
  });
});

/** Intl's own text for a major amount, joined from its parts. */
const intlParts = (language: string, code: string, major: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: code }).formatToParts(major);
const joined = (parts: readonly Intl.NumberFormatPart[]) => parts.map((part) => part.value).join('');
/** What a guest reads: any space as a plain one, without the invisible direction marks. */
const visible = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' ');

describe('moneyText in the other languages', () => {
  it('writes French as 1 234,50 €: group, decimal comma, the sign after', () => {
    const parts = intlParts('fr', 'EUR', 1234.5);
    expect(parts.filter((part) => part.type !== 'literal').map((part) => part.type)).toEqual([
      'integer',
      'group',
      'integer',
      'decimal',
      'fraction',
      'currency',
    ]);
    expect(moneyText(123450 as Minor, '€', 'fr')).toBe(joined(parts));
    expect(visible(moneyText(123450 as Minor, 'EUR', 'fr'))).toBe('1 234,50 €');
  });

  it('writes Spanish and Hebrew as Intl does, marks included', () => {
    expect(moneyText(123456750 as Minor, 'EUR', 'es')).toBe(joined(intlParts('es', 'EUR', 1234567.5)));
    expect(visible(moneyText(123456750 as Minor, 'EUR', 'es'))).toBe('1.234.567,50 €');
    const hebrew = intlParts('he', 'ILS', 1234.5);
    expect(moneyText(123450 as Minor, '₪', 'he')).toBe(joined(hebrew));
    expect(hebrew.find((part) => part.type === 'currency')?.value).toBe('₪');
    expect(visible(moneyText(123450 as Minor, 'ILS', 'he'))).toBe('1,234.50 ₪');
  });

  it('property: every language and known currency writes what Intl writes', () => {
    fc.assert(
      fc.property(centsArb, fc.constantFrom('fr', 'es', 'he'), fc.constantFrom(...knownCurrencySymbols), (amount, language, symbol) => {
        const code = currencyCode(symbol) ?? '';
        expect(moneyText(amount, symbol, language)).toBe(joined(intlParts(language, code, amount / minorPerMajor(minorExponent(code)))));
      }),
    );
  });

  it('counts yen and dinars in their own minor unit in the other languages too', () => {
    expect(moneyText(1500 as Minor, 'JPY', 'fr')).toBe(joined(intlParts('fr', 'JPY', 1500)));
    const dinars = intlParts('fr', 'KWD', 1.5);
    expect(moneyText(1500 as Minor, 'KWD', 'fr')).toBe(joined(dinars));
    expect(dinars.find((part) => part.type === 'fraction')?.value).toBe('500');
    expect(intlParts('fr', 'JPY', 1500).some((part) => part.type === 'fraction')).toBe(false);
  });

  it('puts an unknown symbol where the language puts a currency', () => {
    expect(visible(moneyText(123450 as Minor, 'Kč', 'fr'))).toBe('1 234,50 Kč');
    expect(moneyText(123450 as Minor, 'Kč', 'en')).toBe('Kč1,234.50');
  });

  it('writes English and its pseudo-language alike, without Intl', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(moneyText(123450 as Minor, 'EUR', 'en-XA')).toBe('€1,234.50');
      expect(moneyText(123450 as Minor, 'EUR', 'en')).toBe('€1,234.50');
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });
});
