// How many decimals a currency's minor unit has, by its ISO 4217 code: amounts in core are whole
// minor units of the venue's currency (docs/product.md#money), 1 yen, 1 cent or 1 fils.

/** The decimals of a minor unit: 0 (yen, won), 2 (most currencies), 3 (dinars of the Gulf and Maghreb). */
export type MinorExponent = 0 | 2 | 3;

/** The exponent of most currencies, and of an amount whose currency cannot be told. */
export const USUAL_EXPONENT: MinorExponent = 2;

// ISO 4217's list of circulating currencies without a minor unit, and with a thousandth one.
const noDecimals = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const threeDecimals = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** The exponent of an ISO 4217 code ("JPY" → 0, "EUR" → 2, "KWD" → 3); 2 for a code it cannot tell (null included). */
export function minorExponent(code: string | null): MinorExponent {
  if (code === null) return USUAL_EXPONENT;
  if (noDecimals.has(code)) return 0;
  if (threeDecimals.has(code)) return 3;
  return USUAL_EXPONENT;
}

/** Minor units in one major unit: 1, 100 or 1000. */
export const minorPerMajor = (exponent: MinorExponent): number => 10 ** exponent;

/** Whether an untrusted value is an exponent (what a page carried). */
export const isMinorExponent = (value: unknown): value is MinorExponent => value === 0 || value === 2 || value === 3;
