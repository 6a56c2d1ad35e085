import { describe, expect, it } from 'vitest';
import { perExponent } from './per-exponent';

describe('perExponent', () => {
  it('makes each exponent’s value once and answers the same one after', () => {
    const made: number[] = [];
    const schemaIn = perExponent((exponent) => {
      made.push(exponent);
      return { exponent };
    });
    expect(schemaIn(0)).toBe(schemaIn(0));
    expect(schemaIn(3)).toEqual({ exponent: 3 });
    expect(schemaIn(0)).not.toBe(schemaIn(3));
    expect(made).toEqual([0, 3]);
  });
});
