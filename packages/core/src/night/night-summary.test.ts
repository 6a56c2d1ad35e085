import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../dates/date-text';
import { formatTimeLabel } from '../dates/time-of-day';
import { fromDayNumber, dayNumber } from '../dates/calendar-date';
import type { Event } from '../content/event.schema';
import { parseIsoDate } from '../events/event-times';
import { instantOf } from '../shared/time-zone';
import { canAddToCalendar, nightCalendarEvent } from './night-calendar';
import { eventNight, guestCodeNight, isBookedNight, nightEventOf, nightVenueOf, orderNight } from './night-summary';
import { nightBring, nightFacts, nightTitle, nightWhen } from './night-words';
import { TAGGED_NIGHT_FORMATS, TAGGED_NIGHT_WORDS } from './testing/tagged-night-words';

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
    expect(summary && nightFacts(summary, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS)).toEqual([
      { label: 'event', value: 'Deep Nights' },
      { label: 'when', value: 'fromTo(date(2030-06-15), time(10:00 PM), time(4:00 AM))' },
      { label: 'tickets', value: '3' },
      { label: 'where', value: 'Main Room, The Velvet Room, 245 Kent Ave, Brooklyn' },
      { label: 'bring', value: 'photoIdAndCode(21)' },
    ]);
  });

  it('names a reservation as a table for its guests at its arrival time', () => {
    const summary = orderNight('reservations', { reservationDate: '06/14/2030', reservationTime: '11:30 pm', noOfGuests: 4 }, venue);
    expect(summary && [nightTitle(summary, TAGGED_NIGHT_WORDS), nightWhen(summary, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS)]).toEqual([
      'tableFor(4)',
      'arrivalAt(date(2030-06-14), time(11:30 PM))',
    ]);
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
            summary &&
            nightCalendarEvent(summary, {
              uid: 'u@x',
              url: 'https://x/',
              description: '',
              stamp: new Date(0),
              timeZone: null,
              words: TAGGED_NIGHT_WORDS,
            });
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

describe('a coat check’s night', () => {
  const zone = 'America/New_York';
  const venueInNewYork = { ...venue, timeZone: zone };
  const at = (date: string, hour: number, minute: number) => {
    const day = parseIsoDate(date);
    if (day === null) throw new Error(date);
    return instantOf({ date: day, hour, minute }, zone);
  };

  it('is the night it was handed in on the venue’s clock: after midnight, still the evening’s', () => {
    expect(orderNight('coat-check', { ticketNumber: 'C-0042' }, venueInNewYork, null, at('2030-06-16', 1, 30))?.night).toBe('2030-06-15');
    expect(orderNight('coat-check', {}, venueInNewYork, null, at('2030-06-15', 22, 0))?.night).toBe('2030-06-15');
  });

  it('is named `Coat check`, with no time and the claim code to bring', () => {
    const summary = orderNight('coat-check', {}, venueInNewYork, null, at('2030-06-15', 22, 0));
    expect(
      summary && [
        nightTitle(summary, TAGGED_NIGHT_WORDS),
        nightWhen(summary, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS),
        nightBring(summary, TAGGED_NIGHT_WORDS),
        canAddToCalendar(summary),
      ],
    ).toEqual(['coatCheck', 'date(2030-06-15)', 'yourClaimCode', false]);
  });

  it('is unknown without the venue’s zone or the time it was handed in', () => {
    expect(orderNight('coat-check', {}, { ...venue, timeZone: null }, null, at('2030-06-15', 22, 0))).toBeNull();
    expect(orderNight('coat-check', {}, venueInNewYork)).toBeNull();
  });
});

describe('a guest’s own code', () => {
  const code = { kind: 'ticket', night: '2030-06-15', eventId: 'ev1' } as const;

  it('names the event’s night, doors and place, and not how many tickets the order holds', () => {
    const summary = guestCodeNight(code, venue, event);
    expect(nightFacts(summary, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS).map((f) => f.label)).toEqual(['event', 'when', 'where', 'bring']);
    expect(nightTitle(summary, TAGGED_NIGHT_WORDS)).toBe('Deep Nights');
  });

  it('still says which night a table’s code is for, with no time to put in a calendar', () => {
    const summary = guestCodeNight({ kind: 'table', night: '2030-06-14', eventId: null }, venue, null);
    expect([
      nightTitle(summary, TAGGED_NIGHT_WORDS),
      nightWhen(summary, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS),
      canAddToCalendar(summary),
    ]).toEqual(['table', 'date(2030-06-14)', false]);
  });
});

describe('the night’s words', () => {
  it('leave out what to bring on a record of what was bought', () => {
    const summary = eventNight(event, venue, 2);
    expect(nightFacts(summary, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS, { bring: false }).map((f) => f.label)).toEqual([
      'event',
      'when',
      'tickets',
      'where',
    ]);
  });

  it('keep only what a summary shows of an event', () => {
    expect(Object.keys(nightEventOf(event)).sort()).toEqual(['_id', 'date', 'endTime', 'location', 'minimumAge', 'name', 'startTime']);
  });

  it('ask for nothing to bring to a private event without an age rule: its guests are the host’s, with no code', () => {
    const booking = orderNight('bookings', { eventDate: '06/22/2030', startTime: '9:00 PM', endTime: '2:00 AM', noOfGuests: 20 }, venue);
    expect(
      booking && [
        nightBring(booking, TAGGED_NIGHT_WORDS),
        nightFacts(booking, TAGGED_NIGHT_WORDS, TAGGED_NIGHT_FORMATS).map((f) => f.label),
      ],
    ).toEqual([null, ['what', 'when', 'guests', 'where']]);
    expect(booking && nightBring({ ...booking, minimumAge: 18 }, TAGGED_NIGHT_WORDS)).toBe('photoId(18)');
  });

  it('put a night in a calendar once it is the guest’s, not while a request is pending', () => {
    expect(['Paid', 'Confirmed', 'Pending', 'Cancelled'].map(isBookedNight)).toEqual([true, true, false, false]);
  });
});
