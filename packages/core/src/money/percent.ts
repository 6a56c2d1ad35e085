// Percentages (tax, service charge, discounts) and the single place where money is rounded.
import { err, ok, type Result } from '../shared/result';
import type { Minor } from './minor-units';

declare const percentBrand: unique symbol;
/** A percentage between 0 and 100 with at most 4 decimals (8.875 is fine). */
export type Percent = number & { readonly [percentBrand]: 'Percent' };

export interface PercentError {
  readonly _tag: 'PercentError';
  readonly reason: 'not-a-number' | 'out-of-range' | 'too-precise';
  readonly value: number;
}

/** 4 decimals of a percent: percents are held as whole millionths of the amount. */
const MICROS_PER_PERCENT = 10_000;
const MICROS_PER_WHOLE = 100 * MICROS_PER_PERCENT;

export const ZERO_PERCENT = 0 as Percent;

const percentError = (reason: PercentError['reason'], value: number): PercentError => ({ _tag: 'PercentError', reason, value });

function toMicros(value: number): number | null {
  const scaled = value * MICROS_PER_PERCENT;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) > 1e-6 ? null : whole;
}

export function toPercent(value: number): Result<Percent, PercentError> {
  if (!Number.isFinite(value)) return err(percentError('not-a-number', value));
  if (value < 0 || value > 100) return err(percentError('out-of-range', value));
  if (toMicros(value) === null) return err(percentError('too-precise', value));
  return ok(value as Percent);
}

export const isPercent = (value: unknown): value is Percent => typeof value === 'number' && toPercent(value).ok;

/**
 * `percent` % of `amount`, rounded up to the next whole minor unit, whatever the currency (docs/product.md#money).
 * Exact: the product is computed in BigInt, so 8.875 % of any amount never suffers float error.
 */
export function percentOf(amount: Minor, percent: Percent): Minor {
  const micros = toMicros(percent);
  if (micros === null) throw new RangeError(`Not a valid Percent: ${percent}`);
  const numerator = BigInt(amount) * BigInt(micros);
  const whole = BigInt(MICROS_PER_WHOLE);
  const quotient = numerator / whole;
  const roundedUp = numerator % whole === 0n ? quotient : quotient + 1n;
  return Number(roundedUp) as Minor;
}
