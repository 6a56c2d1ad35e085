// The night summary in English reads exactly as it always has (the English browser tests and mails match it).
import { describe, expect, it } from 'vitest';
import { nightCalendarDescription } from '@venue/core/night/night-calendar';
import { eventNight, nightVenueOf, orderNight } from '@venue/core/night/night-summary';
import { nightBring, nightFacts, nightTitle, nightWhen } from '@venue/core/night/night-words';
import { NIGHT_FORMATS, NIGHT_WORDS } from './night-words';

const venue = nightVenueOf({
  name: 'The Velvet Room',
  general: { address: '245 Kent Ave, Brooklyn', mapLink: 'https://maps.example/velvet', currency: '$', timeZone: 'America/New_York' },
});
const event = {
  _id: 'ev1',
  name: 'Deep Nights',
  date: '2030-06-15',
  startTime: '10:00 PM',
  endTime: '4:00 AM',
  location: 'Main Room',
  minimumAge: 21,
};

describe('the night summary in English', () => {
  it('writes an event night’s facts', () => {
    expect(nightFacts(eventNight(event, venue, 3), NIGHT_WORDS, NIGHT_FORMATS)).toEqual([
      { label: 'Event', value: 'Deep Nights' },
      { label: 'When', value: 'Sat 06/15/2030 · 10:00 PM to 4:00 AM' },
      { label: 'Tickets', value: '3' },
      { label: 'Where', value: 'Main Room, The Velvet Room, 245 Kent Ave, Brooklyn' },
      { label: 'Bring', value: 'A photo ID and your code: ages 21+ only' },
    ]);
    expect(nightCalendarDescription(eventNight(event, venue), 'https://venue.test/e', NIGHT_WORDS)).toBe(
      'Bring: A photo ID and your code: ages 21+ only\n\nhttps://venue.test/e',
    );
  });

  it('writes a table, a private event and a coat check', () => {
    const table = orderNight('reservations', { reservationDate: '06/14/2030', reservationTime: '11:30 pm', noOfGuests: 4 }, venue);
    expect(table && [nightTitle(table, NIGHT_WORDS), nightWhen(table, NIGHT_WORDS, NIGHT_FORMATS)]).toEqual([
      'Table for 4',
      'Fri 06/14/2030 · arrival 11:30 PM',
    ]);
    const booking = orderNight('bookings', { eventDate: '06/22/2030', startTime: '9:00 PM', endTime: '2:00 AM', noOfGuests: 20 }, venue);
    expect(booking && [nightTitle(booking, NIGHT_WORDS), nightBring({ ...booking, minimumAge: 18 }, NIGHT_WORDS)]).toEqual([
      'Private event for 20',
      'A photo ID: ages 18+ only',
    ]);
    expect(nightBring({ ...eventNight(event, venue), kind: 'coat-check', minimumAge: null }, NIGHT_WORDS)).toBe('Your claim code');
  });
});
