// Schemas for money on the wire: the venue sends amounts in its major unit (249.99) and core works
// in the currency's minor units (24999). Decoding converts; encoding converts back for the reference API.
// One schema per exponent, made once (docs/decisions.md#money-in-minor-units).
import { Schema, SchemaGetter } from 'effect';
import { minorPerMajor, USUAL_EXPONENT, type MinorExponent } from './currency-exponent';
import { isMinor, minorFromMajor, type Minor } from './minor-units';
import { perExponent } from './per-exponent';
import { isPercent, type Percent } from './percent';

const MinorType = Schema.Number.pipe(Schema.refine((n: number): n is Minor => isMinor(n), { expected: 'an amount in minor units' }));

const majorAmountOf = (exponent: MinorExponent) =>
  Schema.Finite.pipe(
    Schema.check(
      Schema.makeFilter((n: number) => {
        const result = minorFromMajor(n, exponent);
        return result.ok || `Expected an amount of money (not ${result.error.reason})`;
      }),
    ),
  );

const moneyFromMajorOf = (exponent: MinorExponent) =>
  majorAmountOf(exponent).pipe(
    Schema.decodeTo(MinorType, {
      decode: SchemaGetter.transform((major: number) => Math.round(major * minorPerMajor(exponent))),
      encode: SchemaGetter.transform((amount: number) => amount / minorPerMajor(exponent)),
    }),
  );

/** A non-negative amount in the major unit with at most `exponent` decimals, kept as is (wire payloads). */
export const majorAmountIn = perExponent(majorAmountOf);

/** An amount in the major unit with at most `exponent` decimals, decoded to the currency's minor units. */
export const moneyFromMajorIn = perExponent(moneyFromMajorOf);

/**
 * The two-decimal wire's amount, kept as is (USD, EUR, ...): for tests and types; code that decodes a
 * venue's answer takes `majorAmountIn` of the venue's exponent.
 */
export const MajorAmount = majorAmountIn(USUAL_EXPONENT);

/** The two-decimal wire's amount decoded to Minor (see MajorAmount). */
export const MoneyFromMajor = moneyFromMajorIn(USUAL_EXPONENT);

/** A percentage 0..100 with at most 4 decimals. */
export const PercentSchema = Schema.Finite.pipe(
  Schema.refine((n: number): n is Percent => isPercent(n), { expected: 'a percentage between 0 and 100' }),
);
