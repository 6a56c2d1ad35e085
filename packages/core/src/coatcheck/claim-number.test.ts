import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimNumberOf, claimTicketNumber, isClaimTicketNumber, readClaimNumber } from './claim-number';

describe('claim ticket numbers', () => {
  it('are C- and at least four digits', () => {
    expect(claimTicketNumber(1)).toBe('C-0001');
    expect(claimTicketNumber(42)).toBe('C-0042');
    expect(claimTicketNumber(12345)).toBe('C-12345');
  });

  it('are read back however the guest typed them', () => {
    for (const typed of ['C-0042', 'c-0042', 'C0042', 'c42', ' C - 42 ', '42', '0042']) expect(readClaimNumber(typed)).toBe('C-0042');
    expect(readClaimNumber('C-12345')).toBe('C-12345');
  });

  it('refuse what is not a ticket number', () => {
    for (const typed of ['', '   ', 'C-', 'C-0000', '0', 'abc', 'C-12a', 'D-0042', '-42', '4 2', '1234567890'])
      expect(readClaimNumber(typed)).toBeNull();
  });

  it('property: every issued number reads back as itself, and whatever reads is canonical and reads the same again', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => readClaimNumber(claimTicketNumber(n)) === claimTicketNumber(n)));
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const number = readClaimNumber(typed);
        return number === null || (isClaimTicketNumber(number) && readClaimNumber(number) === number);
      }),
    );
  });

  it("are read from a coat check order's details, and only a real number is", () => {
    expect(claimNumberOf({ clientName: 'Dana Guest', ticketNumber: 'C-0042' })).toBe('C-0042');
    for (const details of [null, 'C-0042', {}, { ticketNumber: 42 }, { ticketNumber: '<b>' }]) expect(claimNumberOf(details)).toBeNull();
  });
});
