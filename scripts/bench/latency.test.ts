import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentile, timedPool } from './latency';

describe('bench figures', () => {
  it('a percentile is one of the samples, and never falls as p rises', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), { minLength: 1 }),
        fc.integer({ min: 1, max: 99 }),
        (samples, p) => {
          const sorted = [...samples].sort((a, b) => a - b);
          expect(sorted).toContain(percentile(sorted, p));
          expect(percentile(sorted, p + 1)).toBeGreaterThanOrEqual(percentile(sorted, p));
        },
      ),
    );
  });

  it('runs every item once with no more than the given concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const { results } = await timedPool(
      Array.from({ length: 50 }, (_, i) => i),
      7,
      async (i) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        return i * 2;
      },
      () => true,
    );
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(most).toBe(7);
  });
});
