import { describe, expect, it } from 'vitest';
import { stepHoldingNight } from './night-hold';

describe('stepHoldingNight', () => {
  it('is the payment for a booking with a deposit due, the confirmation without one', () => {
    expect(stepHoldingNight(25000)).toBe('payment');
    expect(stepHoldingNight(1)).toBe('payment');
    expect(stepHoldingNight(null)).toBe('confirmation');
    expect(stepHoldingNight(0)).toBe('confirmation');
  });
});
