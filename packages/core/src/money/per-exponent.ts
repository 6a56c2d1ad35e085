// Schemas that carry money are made per currency exponent (docs/decisions.md#money-in-minor-units):
// made on first use and shared, so a schema that embeds another gets the very same one.
import type { MinorExponent } from './currency-exponent';

/** `make` called at most once per exponent; every later call answers the value it made. */
export function perExponent<T>(make: (exponent: MinorExponent) => T): (exponent: MinorExponent) => T {
  const made = new Map<MinorExponent, T>();
  return (exponent) => {
    const known = made.get(exponent);
    if (known !== undefined) return known;
    const value = make(exponent);
    made.set(exponent, value);
    return value;
  };
}
