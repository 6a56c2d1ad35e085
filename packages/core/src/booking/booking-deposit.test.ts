import { describe, expect, it } from 'vitest';
import type { Cents } from '../money/cents';
import { bookingDepositOf } from './booking-deposit';

describe('bookingDepositOf', () => {
  it('is the venue setting when above 0, else none', () => {
    expect(bookingDepositOf({ bookingDepositAmount: 25000 as Cents })).toBe(25000);
    expect(bookingDepositOf({ bookingDepositAmount: 0 as Cents })).toBeNull();
    expect(bookingDepositOf({ bookingDepositAmount: null })).toBeNull();
  });
});
