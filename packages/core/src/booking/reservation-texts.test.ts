import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingSelectionWarning } from '../bottles/bottle-messages';
import type { BookingChoiceField } from './booking-choice.machine';
import { reservationFailureText, missingChoiceText } from './reservation-texts';

const fields: readonly BookingChoiceField[] = ['date', 'time', 'guests'];

describe('missing choice warning', () => {
  it('is the bottle page warning when all three are missing, in any order', () => {
    expect(missingChoiceText(['guests', 'date', 'time'])).toBe(missingSelectionWarning);
  });

  it('names only what is missing', () => {
    expect(missingChoiceText(['time'])).toBe('Please Select Time');
    expect(missingChoiceText(['guests', 'date'])).toBe('Please Select Date & Guests Count');
    expect(missingChoiceText([])).toBeNull();
  });

  it('names every missing choice once, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fields), { maxLength: 6 }), (missing) => {
        const text = missingChoiceText(missing);
        if (missing.length === 0) {
          expect(text).toBeNull();
          return;
        }
        expect(text).toMatch(/^Please Select /);
        expect(text?.includes('Date')).toBe(missing.includes('date'));
        expect(text?.includes('Time')).toBe(missing.includes('time'));
        expect(text?.includes('Guests Count')).toBe(missing.includes('guests'));
        expect(text?.split('&').length).toBe(new Set(missing).size > 1 ? 2 : 1);
      }),
    );
  });
});

describe('availability failure text', () => {
  it('gives the venue words for a refusal and ours otherwise', () => {
    expect(reservationFailureText(null)).toBeNull();
    expect(reservationFailureText({ _tag: 'HttpError', status: 422, message: 'Too many guests' })).toBe('Too many guests');
    expect(reservationFailureText({ _tag: 'NetworkError', message: 'offline' })).toMatch(/could not reach the venue/);
    expect(reservationFailureText({ _tag: 'HttpError', status: 503, message: 'down' })).toMatch(/could not reach the venue/);
  });
});
