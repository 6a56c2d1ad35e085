import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, type Minor } from './minor-units';
import { percentOf, toPercent, type Percent } from './percent';

const centsArb = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }).map((n) => n as Minor);
/** Percents with up to 4 decimals, as the venue may configure them (8.875). */
const percentArb = fc.integer({ min: 0, max: 1_000_000 }).map((micros) => (micros / 10_000) as Percent);

describe('toPercent', () => {
  it('accepts 0..100 with up to 4 decimals and refuses the rest', () => {
    expect(toPercent(8.875)).toEqual({ ok: true, value: 8.875 });
    expect(toPercent(101)).toMatchObject({ ok: false, error: { reason: 'out-of-range' } });
    expect(toPercent(-0.5)).toMatchObject({ ok: false, error: { reason: 'out-of-range' } });
    expect(toPercent(1.00001)).toMatchObject({ ok: false, error: { reason: 'too-precise' } });
    expect(toPercent(Number.NaN)).toMatchObject({ ok: false, error: { reason: 'not-a-number' } });
  });
});

describe('percentOf', () => {
  it('rounds up to the next whole cent', () => {
    expect(percentOf(10001 as Minor, 10 as Percent)).toBe(1001); // 1000.1 -> 1001
    expect(percentOf(30000 as Minor, 8.875 as Percent)).toBe(2663); // 2662.5 -> 2663
    expect(percentOf(30000 as Minor, 20 as Percent)).toBe(6000); // exact stays exact
    expect(percentOf(1 as Minor, 0.0001 as Percent)).toBe(1);
    expect(percentOf(0 as Minor, 50 as Percent)).toBe(0);
  });

  it('property: never below the exact value and less than one cent above it', () => {
    fc.assert(
      fc.property(centsArb, percentArb, (amount, percent) => {
        const rounded = BigInt(percentOf(amount, percent));
        // exact value = amount * micros / 1e6; compare in integers to avoid float error in the test too
        const exactTimesMillion = BigInt(amount) * BigInt(Math.round(percent * 10_000));
        expect(rounded * 1_000_000n >= exactTimesMillion).toBe(true);
        expect((rounded - 1n) * 1_000_000n < exactTimesMillion).toBe(true);
      }),
    );
  });

  it('property: 100 % is the amount itself and no percent exceeds it', () => {
    fc.assert(
      fc.property(centsArb, percentArb, (amount, percent) => {
        expect(percentOf(amount, 100 as Percent)).toBe(amount);
        expect(percentOf(amount, percent)).toBeLessThanOrEqual(amount);
      }),
    );
  });
});
