// Currencies of each kind for the pricing properties (docs/pricing.md#currencies-of-each-kind): one
// without a minor unit, one in hundredths, one in thousandths; imported by *.test.ts files only.
import fc from 'fast-check';
import type { MinorExponent } from '../money/currency-exponent';
import { minorExponent } from '../money/currency-exponent';
import type { Minor } from '../money/minor-units';

export interface CurrencyKind {
  readonly code: string;
  readonly exponent: MinorExponent;
  /** A realistic dearest single price, in minor units (a night's priciest bottle). */
  readonly maxPrice: number;
}

const kind = (code: string, maxMajor: number): CurrencyKind => {
  const exponent = minorExponent(code);
  return { code, exponent, maxPrice: maxMajor * 10 ** exponent };
};

/** Yen (0 decimals), euro (2) and Kuwaiti dinar (3), with the dearest bottle at a similar real price. */
export const currencyKinds: readonly CurrencyKind[] = [kind('JPY', 3_000_000), kind('EUR', 20_000), kind('KWD', 6_000)];

export const currencyKindArb: fc.Arbitrary<CurrencyKind> = fc.constantFrom(...currencyKinds);

/** A price in the kind's minor units: any whole number of them, up to its dearest price. */
export const priceIn = (currency: CurrencyKind): fc.Arbitrary<Minor> =>
  fc.integer({ min: 0, max: currency.maxPrice }).map((n) => n as Minor);
