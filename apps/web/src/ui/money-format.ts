// Money as the site shows it, by the page's language and the venue's currency ("$1,234.50" in English,
// "1 234,50 €" in French). English amounts in the currencies a venue names by symbol are written out
// rather than asked of Intl (docs/performance.md#money-without-intl): a browser's first use of Intl
// loads its locale data, tens of milliseconds of main thread on a phone, right when the page hydrates.
// That text is the same as Intl's en-US currency format (money-format.test.ts checks it against Intl).
// Every other language is Intl's own writing (docs/decisions.md#money-by-language).
import type { Minor } from '@venue/core/money/minor-units';
import { majorOfMinor } from '@venue/core/money/minor-units';
import { currencyCode } from '@venue/core/money/currency-code';
import { minorExponent, minorPerMajor, USUAL_EXPONENT, type MinorExponent } from '@venue/core/money/currency-exponent';

interface CurrencyFormat {
  readonly prefix: string;
  readonly fractionDigits: 0 | 2;
}

/** The currencies `currencyCode` knows by symbol, as Intl's en-US format writes them. */
const formats: Readonly<Record<string, CurrencyFormat>> = {
  USD: { prefix: '$', fractionDigits: 2 },
  EUR: { prefix: '€', fractionDigits: 2 },
  GBP: { prefix: '£', fractionDigits: 2 },
  JPY: { prefix: '¥', fractionDigits: 0 },
  INR: { prefix: '₹', fractionDigits: 2 },
  ILS: { prefix: '₪', fractionDigits: 2 },
  KRW: { prefix: '₩', fractionDigits: 0 },
  CAD: { prefix: 'CA$', fractionDigits: 2 },
  AUD: { prefix: 'A$', fractionDigits: 2 },
  CHF: { prefix: 'CHF\u00a0', fractionDigits: 2 },
};

const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount counted in minor units of `exponent` decimals, whole units grouped by thousands, with
 * two decimals or rounded half up to whole units. Amounts are counted in the currency's own minor
 * unit, the exponent the schemas decoded them with (docs/decisions.md#money-in-minor-units).
 */
export function amountDigits(amount: Minor, exponent: MinorExponent, fractionDigits: 0 | 2): string {
  const perMajor = minorPerMajor(exponent);
  if (fractionDigits === 0) return grouped(Math.round(amount / perMajor));
  // Only the currencies of two decimals show two (the table above and an unknown symbol).
  return `${grouped(Math.floor(amount / perMajor))}.${String(amount % perMajor).padStart(2, '0')}`;
}

/** The amount in a currency of the table above as English writes it, or null for any other code. */
export function knownCurrencyText(amount: Minor, code: string): string | null {
  const format = formats[code];
  return format ? `${format.prefix}${amountDigits(amount, minorExponent(code), format.fractionDigits)}` : null;
}

/** English (and its pseudo-language en-XA) writes money as en-US does. */
const isEnglish = (language: string): boolean => language === 'en' || language.startsWith('en-');

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl format per language and currency, made on first use. */
function numberFormat(language: string, code: string): Intl.NumberFormat {
  const key = `${language} ${code}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, { style: 'currency', currency: code })));
  return format;
}

/** An unknown symbol where the language puts a currency: Intl writes the amount with a placeholder currency, the symbol replaces it. */
function withUnknownSymbol(amount: Minor, symbol: string, language: string): string {
  // A symbol that cannot be told is counted in hundredths, as the schemas decode it (venueMoneyExponent).
  if (isEnglish(language)) return `${symbol}${amountDigits(amount, USUAL_EXPONENT, 2)}`;
  const parts = numberFormat(language, 'XXX').formatToParts(majorOfMinor(amount, USUAL_EXPONENT));
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

/**
 * `amount` in `currency` (an ISO code or a symbol) as `language` writes money: English's known
 * currencies written out, any other by Intl; an unknown symbol where the language puts a currency.
 */
export function moneyText(amount: Minor, currency: string, language: string): string {
  const code = currencyCode(currency);
  if (code === null) return withUnknownSymbol(amount, currency.trim(), language);
  const known = isEnglish(language) ? knownCurrencyText(amount, code) : null;
  return known ?? numberFormat(language, code).format(majorOfMinor(amount, minorExponent(code)));
}
