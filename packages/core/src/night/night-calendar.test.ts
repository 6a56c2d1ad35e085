// "Add to calendar" of a night (docs/product.md#the-night-summary), read back with ical.js as a calendar reads it: the
// venue's clock in its zone, the UID the event page and the mails use, the page without the order secret.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Event } from '../content/event.schema';
import { parseIsoDate } from '../events/event-times';
import { buildIcs } from '../events/ics';
import { instantOf } from '../shared/time-zone';
import { nightCalendarDescription, nightCalendarEvent, nightCalendarFileName, nightCalendarUid, nightPagePath } from './night-calendar';
import { eventNight, nightVenueOf, orderNight } from './night-summary';
import { TAGGED_NIGHT_WORDS } from './testing/tagged-night-words';

const zone = 'America/New_York';
const venue = nightVenueOf({
  name: 'The Velvet Room',
  general: { address: '245 Kent Ave, Brooklyn', mapLink: 'https://maps.example/velvet', currency: '$', timeZone: zone },
});
const event: Pick<Event, '_id' | 'name' | 'date' | 'startTime' | 'endTime' | 'location' | 'minimumAge'> = {
  _id: 'ev1',
  name: 'Deep Nights',
  date: '2030-06-15',
  startTime: '10:00 PM',
  endTime: '4:00 AM',
  location: 'Main Room',
  minimumAge: 21,
};
const wall = (date: string, hour: number, minute = 0) =>
  instantOf({ date: parseIsoDate(date) ?? { year: 0, month: 1, day: 1 }, hour, minute }, zone);

function readBack(ics: string) {
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') ?? undefined);
  return {
    uid: vevent.uid,
    summary: vevent.summary,
    location: vevent.location,
    start: vevent.startDate.toJSDate().toISOString(),
    end: vevent.endDate.toJSDate().toISOString(),
  };
}

describe('a night’s calendar entry', () => {
  it('is an event’s doors to close on the venue’s clock, under the UID its page uses', () => {
    const summary = eventNight(event, venue, 2);
    const uid = nightCalendarUid(summary, 'tickets-1', 'venue.test');
    const entry =
      uid &&
      nightCalendarEvent(summary, {
        uid,
        url: 'https://venue.test/x',
        description: '',
        stamp: new Date(0),
        timeZone: venue.timeZone,
        words: TAGGED_NIGHT_WORDS,
      });
    expect(entry && readBack(buildIcs(entry))).toEqual({
      uid: 'ev1@venue.test',
      summary: 'Deep Nights',
      location: 'Main Room, The Velvet Room, 245 Kent Ave, Brooklyn',
      start: wall('2030-06-15', 22).toISOString(),
      end: wall('2030-06-16', 4).toISOString(),
    });
    expect(nightCalendarFileName(summary, TAGGED_NIGHT_WORDS)).toBe('deep-nights.ics');
  });

  it('is a table’s arrival for three hours, under the UID the reservation mails use', () => {
    const summary = orderNight('reservations', { reservationDate: '06/14/2030', reservationTime: '11:30 PM', noOfGuests: 4 }, venue);
    if (summary === null) throw new Error('no night');
    const uid = nightCalendarUid(summary, 'reservations-7', 'venue.test');
    expect(uid).toBe('reservation-reservations-7@venue.test');
    const entry = nightCalendarEvent(summary, {
      uid: uid ?? '',
      url: 'https://venue.test/x',
      description: '',
      stamp: new Date(0),
      timeZone: zone,
      words: TAGGED_NIGHT_WORDS,
    });
    expect(entry && readBack(buildIcs(entry))).toMatchObject({
      summary: 'tableFor(4)',
      start: wall('2030-06-14', 23, 30).toISOString(),
      end: wall('2030-06-15', 2, 30).toISOString(),
    });
  });

  it('has no UID for a booked night without its order', () => {
    const summary = orderNight('bottles', { bottleDate: '06/14/2030', bottleTime: '11:00 PM', noOfGuests: 6 }, venue);
    expect(summary && nightCalendarUid(summary, null, 'venue.test')).toBeNull();
    expect(summary && nightCalendarUid(summary, 'bottles-1', 'venue.test')).toBe('bottle-bottles-1@venue.test');
  });

  it('links the event’s page, or the order’s confirmation without the order secret, and says what to bring', () => {
    const table = orderNight('bottles', { bottleDate: '06/14/2030', bottleTime: '11:00 PM', noOfGuests: 6 }, venue);
    expect(nightPagePath(eventNight(event, venue), 'tickets', 'tickets-1')).toBe('/event-details/ev1');
    expect(table && nightPagePath(table, 'bottles', 'bottles-1')).toBe('/confirmation?type=bottles&orderId=bottles-1');
    expect(nightCalendarDescription(eventNight(event, venue), 'https://venue.test/event-details/ev1', TAGGED_NIGHT_WORDS)).toBe(
      'bringLine(photoIdAndCode(21))\n\nhttps://venue.test/event-details/ev1',
    );
  });
});
