// The waits between attempts of a mail refused for a while (docs/backend.md#mail): 30 s doubling up to an
// hour, each give or take a fifth.
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('the wait before a mail is tried again', () => {
  it('starts at 30 s, give or take a fifth', () => {
    expect(retryDelayMs(1, 0)).toBe(24_000);
    expect(retryDelayMs(1, 0.5)).toBe(30_000);
    expect(retryDelayMs(1, 0.999_999)).toBeCloseTo(36_000, -1);
  });

  it('doubles with each attempt and stops growing at an hour', () => {
    expect([2, 3, 4].map((attempt) => retryDelayMs(attempt, 0.5))).toEqual([60_000, 120_000, 240_000]);
    expect(retryDelayMs(8, 0.5)).toBe(3_600_000);
    expect(retryDelayMs(50, 0.999_999)).toBeLessThanOrEqual(4_320_000);
  });
});
