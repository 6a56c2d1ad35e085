// Reads a money column (integer cents) as core's Cents; a bad value in the database is a bug.
import { toCents, type Cents } from '@venue/core/money/cents';

export function centsColumn(value: number): Cents {
  const cents = toCents(value);
  if (!cents.ok) throw new Error(`A money column holds ${value}, which is not an amount of cents (${cents.error.reason}).`);
  return cents.value;
}
