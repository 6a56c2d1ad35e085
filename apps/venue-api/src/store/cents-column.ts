// Reads a money column (integer cents) as core's Minor; a bad value in the database is a bug.
import { toMinor, type Minor } from '@venue/core/money/minor-units';

export function centsColumn(value: number): Minor {
  const cents = toMinor(value);
  if (!cents.ok) throw new Error(`A money column holds ${value}, which is not an amount of cents (${cents.error.reason}).`);
  return cents.value;
}
