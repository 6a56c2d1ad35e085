// Integer minor units. Every amount in core is a non-negative whole number of the currency's minor
// unit (a cent, a yen, a fils: currency-exponent.ts), so sums are exact; the only rounding is in percent.ts.
import { err, ok, type Result } from '../shared/result';
import { minorPerMajor, USUAL_EXPONENT, type MinorExponent } from './currency-exponent';

declare const minorBrand: unique symbol;
/** A non-negative whole number of minor units (cents for $ or €, yen for ¥, fils for KWD). */
export type Minor = number & { readonly [minorBrand]: 'Minor' };

export interface MoneyError {
  readonly _tag: 'MoneyError';
  readonly reason: 'not-a-number' | 'negative' | 'not-whole' | 'too-large' | 'too-precise' | 'out-of-range';
  readonly value: number;
}

/**
 * The largest single amount core accepts, in minor units whatever the currency (10 million dollars,
 * a billion yen, a million dinars). Keeps every sum of realistic carts far below Number.MAX_SAFE_INTEGER.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

export const ZERO_MINOR = 0 as Minor;

/** A valid single amount: whole, non-negative, at most MAX_AMOUNT_MINOR. */
export const isMinor = (value: unknown): value is Minor =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT_MINOR;

const moneyError = (reason: MoneyError['reason'], value: number): MoneyError => ({ _tag: 'MoneyError', reason, value });

/** Checks an untrusted number of minor units. */
export function toMinor(value: number): Result<Minor, MoneyError> {
  if (!Number.isFinite(value)) return err(moneyError('not-a-number', value));
  if (value < 0) return err(moneyError('negative', value));
  if (!Number.isInteger(value)) return err(moneyError('not-whole', value));
  if (value > MAX_AMOUNT_MINOR) return err(moneyError('too-large', value));
  return ok(value as Minor);
}

/**
 * Converts an amount in the major unit (249.99) to minor units of a currency with `exponent`
 * decimals (24999 for 2, 249990 for 3). More decimals than the currency has (19.5 yen, 1.2345 KWD)
 * is refused rather than rounded, because rounding a price silently would change what the guest pays.
 */
export function minorFromMajor(major: number, exponent: MinorExponent): Result<Minor, MoneyError> {
  if (!Number.isFinite(major)) return err(moneyError('not-a-number', major));
  if (major < 0) return err(moneyError('negative', major));
  const scale = minorPerMajor(exponent);
  if (major > MAX_AMOUNT_MINOR / scale) return err(moneyError('too-large', major));
  const scaled = major * scale;
  const whole = Math.round(scaled);
  // Binary floats cannot hold 19.99 exactly; this tolerance only absorbs that representation error.
  if (Math.abs(scaled - whole) > 1e-6) return err(moneyError('too-precise', major));
  return ok(whole as Minor);
}

/** Minor units back to the major unit of a currency with `exponent` decimals, for the wire (payloads) only. */
export const majorOfMinor = (amount: Minor, exponent: MinorExponent): number => amount / minorPerMajor(exponent);

/**
 * A two-decimal currency's (USD, EUR) amount from the wire: for tests of such a venue; code that reads a
 * venue's money takes its exponent (minorFromMajor, docs/decisions.md#money-in-minor-units).
 */
export const centsFromMajor = (major: number): Result<Minor, MoneyError> => minorFromMajor(major, USUAL_EXPONENT);

/** A two-decimal currency's major unit (see centsFromMajor). */
export const majorFromMinor = (amount: Minor): number => majorOfMinor(amount, USUAL_EXPONENT);

function checked(value: number): Minor {
  // Inputs are validated Minor, so overflow here is a bug, not bad input.
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Minor arithmetic left the safe range: ${value}`);
  return value as Minor;
}

export const addMinor = (a: Minor, b: Minor): Minor => checked(a + b);

export const sumMinor = (amounts: readonly Minor[]): Minor => amounts.reduce(addMinor, ZERO_MINOR);

/** a - b, floored at 0: amounts such as a remaining minimum never go negative. */
export const subtractMinor = (a: Minor, b: Minor): Minor => (a > b ? ((a - b) as Minor) : ZERO_MINOR);

export const minMinor = (a: Minor, b: Minor): Minor => (a < b ? a : b);

/** amount x a whole, non-negative count (a unit price times a quantity, a per-person minimum times guests). */
export function multiplyMinor(amount: Minor, count: number): Minor {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Cannot multiply an amount by ${count}`);
  return checked(amount * count);
}
