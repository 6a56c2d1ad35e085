import { describe, expect, it } from 'vitest';
import { buyerMailOf, mailedToNote } from './mailed-to-note';
import { payableOrderTypes } from './payable-order-types';

describe('where the confirmation says the mail went', () => {
  it('names what was sent, per kind, only when the venue said where', () => {
    expect(mailedToNote('tickets', 'd…@example.com')).toBe('We sent your tickets to d…@example.com.');
    expect(mailedToNote('gift-cards', 'd…@example.com')).toBe('We sent your gift card receipt to d…@example.com.');
    expect(mailedToNote('reservations', 'd…@example.com')).toBe('We sent your reservation to d…@example.com.');
    for (const type of payableOrderTypes) {
      expect(mailedToNote(type, undefined)).toBeNull();
      expect(mailedToNote(type, '')).toBeNull();
    }
  });

  it("reads each kind's buyer mail, a guest mail of its own", () => {
    expect(new Set(Object.values(buyerMailOf)).size).toBe(payableOrderTypes.length);
  });
});
