// Money as the site shows it ("$1,234.50"), written out rather than asked of Intl for the currencies
// a venue names by symbol (docs/performance.md#money-without-intl): a browser's first use of Intl
// loads its locale data, tens of milliseconds of main thread on a phone, right when the page
// hydrates. The text is the same as Intl's en-US currency format (money-format.test.ts checks it
// against Intl), and the server and every browser write it to the character.
import type { Minor } from '@venue/core/money/minor-units';

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

/** Whole units grouped by thousands, with two decimals or rounded half up to whole units. */
export function amountDigits(amount: Minor, fractionDigits: 0 | 2): string {
  if (fractionDigits === 0) return grouped(Math.round(amount / 100));
  return `${grouped(Math.floor(amount / 100))}.${String(amount % 100).padStart(2, '0')}`;
}

/** The amount in a currency of the table above, or null for any other code (Intl writes those). */
export function knownCurrencyText(amount: Minor, code: string): string | null {
  const format = formats[code];
  return format ? `${format.prefix}${amountDigits(amount, format.fractionDigits)}` : null;
}
