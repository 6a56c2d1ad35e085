// Schemas for money on the wire: the venue sends amounts in its major unit (249.99) and core
// works in cents (24999). Decoding converts; encoding converts back for the reference API.
import { Schema, SchemaGetter } from 'effect';
import { centsFromMajor, isMinor, type Minor } from './minor-units';
import { isPercent, type Percent } from './percent';

const MinorType = Schema.Number.pipe(Schema.refine((n: number): n is Minor => isMinor(n), { expected: 'an amount in cents' }));

/** A non-negative amount in the major unit with at most two decimals, kept as is (wire payloads). */
export const MajorAmount = Schema.Finite.pipe(
  Schema.check(
    Schema.makeFilter((n: number) => {
      const result = centsFromMajor(n);
      return result.ok || `Expected an amount of money (not ${result.error.reason})`;
    }),
  ),
);

/** A MajorAmount decoded to Minor. */
export const MoneyFromMajor = MajorAmount.pipe(
  Schema.decodeTo(MinorType, {
    decode: SchemaGetter.transform((major: number) => Math.round(major * 100)),
    encode: SchemaGetter.transform((amount: number) => amount / 100),
  }),
);

/** A percentage 0..100 with at most 4 decimals. */
export const PercentSchema = Schema.Finite.pipe(
  Schema.refine((n: number): n is Percent => isPercent(n), { expected: 'a percentage between 0 and 100' }),
);
