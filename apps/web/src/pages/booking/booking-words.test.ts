// The booking pages' words for core's codes and data, read in English.
import { describe, expect, it } from 'vitest';
import { eventTypes } from '@venue/core/booking/booking-request';
import { bookingFieldText, eventTypeWord } from './booking-words';

describe('the booking pages in English', () => {
  it('name every kind of event core offers, and keep one the venue stored otherwise', () => {
    expect(eventTypes.map(eventTypeWord)).toEqual(['Birthday', 'Corporate event', 'Wedding', 'Product launch', 'Private party', 'Other']);
    expect(eventTypeWord('Bar mitzvah')).toBe('Bar mitzvah');
  });

  it('say why a field is refused', () => {
    expect(bookingFieldText({ field: 'endTime', placeholder: 'End time', reason: 'out-of-range' })).toBe(
      'The event must end after it starts, by 5:59 AM.',
    );
    expect(bookingFieldText({ field: 'eventDate', placeholder: 'Date', reason: 'required' })).toBe('Please choose a date.');
    expect(bookingFieldText({ field: 'noOfGuests', placeholder: 'No. Of Guests', reason: 'out-of-range' })).toBe(
      'Please choose 1 to 20 guests.',
    );
    expect(bookingFieldText({ field: 'eventType', placeholder: 'Event type', reason: 'out-of-range' })).toBe(
      'Please choose one of the options.',
    );
  });
});
