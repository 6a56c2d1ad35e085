import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import { bookingDepositOf } from './booking-deposit';

describe('bookingDepositOf', () => {
  it('is the venue setting when above 0, else none', () => {
    expect(bookingDepositOf({ bookingDepositAmount: 25000 as Minor })).toBe(25000);
    expect(bookingDepositOf({ bookingDepositAmount: 0 as Minor })).toBeNull();
    expect(bookingDepositOf({ bookingDepositAmount: null })).toBeNull();
  });
});
