// The spec's English wording of the reservation pages, read through the English catalog.
import { describe, expect, it } from 'vitest';
import * as en from '@venue/messages/en/reservations';
import { missingChoiceWarning, reservationFailureText } from './reservation-words';

const asText = (parts: readonly string[]): string => parts.join('');

describe('the reservation pages in English', () => {
  it('name what a submit is missing, in the bottle page’s words', () => {
    expect(missingChoiceWarning(['guests', 'date', 'time'])).toBe('Please Select Date, Time & Guests Count');
    expect(missingChoiceWarning(['time'])).toBe('Please Select Time');
    expect(missingChoiceWarning(['guests', 'date'])).toBe('Please Select Date & Guests Count');
    expect(missingChoiceWarning([])).toBeNull();
  });

  it('give the venue’s words for a refusal and ours otherwise', () => {
    expect(reservationFailureText(null)).toBeNull();
    expect(reservationFailureText({ kind: 'rejected', venueMessage: 'Too many guests' })).toBe('Too many guests');
    expect(reservationFailureText({ kind: 'temporary' })).toMatch(/could not reach the venue/);
    expect(reservationFailureText({ kind: 'throttled' })).toMatch(/^Too many tries/);
  });

  it('say to call after the cut-off, with the venue’s phone when it has one', () => {
    expect(asText(en.tooLate(2, '+1-718-555-0142', (phone) => phone))).toBe(
      'It is too late to cancel online: online cancellations close 2 hours before your arrival. Please call us on +1-718-555-0142 and we will take care of it.',
    );
    expect(asText(en.tooLate(1, null, (phone) => phone))).toBe(
      'It is too late to cancel online: online cancellations close 1 hour before your arrival. Please call us, or write to us from the Contact page, and we will take care of it.',
    );
    expect(asText(en.tooLate(0, null, (phone) => phone))).toContain('online cancellations close at your arrival time');
  });

  it('sum up the chosen night', () => {
    expect(asText(en.chosenNight('06/15/2030', '10:00 PM', 1, (text) => text))).toBe(
      'Your table: 06/15/2030 at 10:00 PM for 1 guest. It is available.',
    );
    expect(asText(en.chosenNight('06/15/2030', '10:00 PM', 4, (text) => text))).toBe(
      'Your table: 06/15/2030 at 10:00 PM for 4 guests. It is available.',
    );
  });
});
