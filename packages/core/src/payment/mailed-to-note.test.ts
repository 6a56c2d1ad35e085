import { describe, expect, it } from 'vitest';
import { buyerMailOf, mailedToNote } from './mailed-to-note';
import { payableOrderTypes } from './payable-order-types';

describe('where the confirmation says the mail went', () => {
  it('gives the address only when the venue said where', () => {
    expect(mailedToNote('d…@example.com')).toBe('d…@example.com');
    expect(mailedToNote(undefined)).toBeNull();
    expect(mailedToNote('')).toBeNull();
  });

  it("reads each kind's buyer mail, a guest mail of its own", () => {
    expect(new Set(Object.values(buyerMailOf)).size).toBe(payableOrderTypes.length);
  });
});
