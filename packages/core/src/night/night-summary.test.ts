import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTimeLabel, fromDayNumber } from '../booking/booking-choices';
import type { Event } from '../content/event.schema';
import { dayNumber } from '../booking/booking-choices';
import { nightCalendarEvent } from './night-calendar';
import { eventNight, nightVenueOf, orderNight } from './night-summary';
import { nightFacts, nightTitle, nightWhen } from './night-words';

const venue = nightVenueOf({
  name: 'The Velvet Room',
  general: { address: '245 Kent Ave, Brooklyn', mapLink: 'https://maps.example/velvet', currency: '$', timeZone: 'America/New_York' },
});

const event: Event = {
  _id: 'ev1',
  name: 'Deep Nights',
  date: '2030-06-15',
  startTime: '10:00 PM',
  endTime: '4:00 AM',
  description: '',
  image: '/x.svg',
  location: 'Main Room',
  category: 'House',
  minimumAge: 21,
  talentIds: [],
  ticketsFrom: null,
  soldOut: false,
  hasAlbum: false,
};

describe('the night summary', () => {
  it('names a ticket order by its event, night, tickets, place and age rule', () => {
    const summary = orderNight(
      'tickets',
      {
        eventId: 'ev1',
        tickets: [
          { ticketId: 'a', quantity: 2 },
          { ticketId: 'b', quantity: 1 },
        ],
      },
      venue,
      event,
    );
    expect(summary && nightFacts(summary)).toEqual([
      { label: 'Event', value: 'Deep Nights' },
      { label: 'When', value: 'Sat 06/15/2030 · 10:00 PM to 4:00 AM' },
      { label: 'Tickets', value: '3 tickets' },
      { label: 'Where', value: 'Main Room, The Velvet Room, 245 Kent Ave, Brooklyn' },
      { label: 'Bring', value: 'Ages 21+: bring a photo ID and your code.' },
    ]);
  });

  it('names a reservation as a table for its guests at its arrival time', () => {
    const summary = orderNight('reservations', { reservationDate: '06/14/2030', reservationTime: '11:30 pm', noOfGuests: 4 }, venue);
    expect(summary && [nightTitle(summary), nightWhen(summary)]).toEqual(['Table for 4', 'Fri 06/14/2030 · arrival 11:30 PM']);
  });

  it('has no night for an order without one, or whose date cannot be read', () => {
    expect(orderNight('food', {}, venue)).toBeNull();
    expect(orderNight('reservations', { reservationDate: 'soon' }, venue)).toBeNull();
    expect(orderNight('tickets', { eventId: 'ev1' }, venue, null)).toBeNull();
  });

  it('keeps only an https map link', () => {
    expect(nightVenueOf({ general: { mapLink: 'javascript:alert(1)', currency: '$' } }).mapLink).toBeNull();
  });

  it('puts every night in a calendar that ends after it starts, a time after midnight on the morning after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber({ year: 2024, month: 1, day: 1 }), max: dayNumber({ year: 2040, month: 12, day: 31 }) }),
        fc.integer({ min: 0, max: 1439 }),
        fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
        (day, start, end) => {
          const summary = orderNight(
            'bookings',
            {
              eventDate: formatDate(fromDayNumber(day)),
              startTime: formatTimeLabel(start),
              endTime: end === null ? undefined : formatTimeLabel(end),
              noOfGuests: 10,
            },
            venue,
          );
          const entry =
            summary && nightCalendarEvent(summary, { uid: 'u@x', url: 'https://x/', description: '', stamp: new Date(0), timeZone: null });
          expect(entry).not.toBeNull();
          if (!entry) return;
          const at = (t: typeof entry.start) => dayNumber(t.date) * 1440 + t.hour * 60 + t.minute;
          expect(at(entry.end)).toBeGreaterThan(at(entry.start));
          expect(dayNumber(entry.start.date) - day).toBe(start < 360 ? 1 : 0);
        },
      ),
    );
  });

  it('reads an event night with the venue', () => {
    expect(eventNight(event, venue).place.room).toBe('Main Room');
  });
});
