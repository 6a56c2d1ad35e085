import { describe, expect, it } from 'vitest';
import { minimumChargeWarning, missingSelectionWarning, onLocationNote, plainAmount, promoterSuccessMessage } from './bottle-messages';
import { c, pct } from '../testing/bottle-test-fixtures';

describe('bottle messages', () => {
  it('copies the given texts word for word', () => {
    expect(missingSelectionWarning).toBe('Please Select Date, Time & Guests Count');
    expect(minimumChargeWarning).toBe(
      'To complete check out,you must meet the minimum charge per table. *Click on the Up button (+) next to the bottles you want buy, click on Check-out to make payment.',
    );
    expect(promoterSuccessMessage(c(3600), c(32400), '$')).toBe('Congratulation ... You WON $36.00 Discount, Total Amount Is : $324.00');
  });

  it('writes plain amounts exactly, with the venue currency symbol', () => {
    expect(plainAmount(c(0), '$')).toBe('$0.00');
    expect(plainAmount(c(5), '€')).toBe('€0.05');
    expect(plainAmount(c(123456789), '$')).toBe('$1234567.89');
  });

  it('writes the on-location note of worked example 2', () => {
    expect(onLocationNote({ taxPercent: pct(8.875), servicePercent: pct(18), tax: c(3195), service: c(6480), amount: c(9675) }, '$')).toBe(
      'Tax (8.875%) and service charge (18%), $96.75 in total, will be paid on location. Please bring a matching ID and the credit card used for this order to the venue to verify the payment authorization.',
    );
  });
});
