import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventWithTickets } from '../content/event.schema';
import type { Minor } from '../money/minor-units';
import { postalAddress } from '../testing/venue-test-fixtures';
import { eventJsonLd } from './event-json-ld';

const event: EventWithTickets = {
  _id: 'e1',
  name: 'Afro Nights',
  date: '2030-06-15',
  startTime: '10:00 PM',
  endTime: '4:00 AM',
  description: '<p>Afrobeats &amp; amapiano</p><p>Doors at 10:00 PM.</p>',
  image: '/venue-api/media/e1.svg',
  location: 'Main Room',
  category: 'Afrobeats',
  minimumAge: 21,
  talentIds: [],
  ticketsFrom: 2500 as Minor,
  soldOut: false,
  hasAlbum: false,
  tickets: [
    {
      _id: 't1',
      eventId: 'e1',
      name: 'VIP',
      description: '',
      group: 'VIP',
      price: 6050 as Minor,
      guestsPerTicket: 1,
      maxPerOrder: 4,
      remaining: 0,
      soldOut: true,
    },
  ],
};
const venue = {
  name: 'Velvet Room',
  general: { address: '214 Mercer Lane', postalAddress },
  timeZone: 'America/New_York',
  origin: 'https://venue.example',
  currency: '$',
};

describe('event JSON-LD', () => {
  it('names the event, its start and end with the venue offset, place, organizer and offers', () => {
    const ld = eventJsonLd(event, venue, '/event-details/e1');
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Afro Nights',
      startDate: '2030-06-15T22:00:00-04:00',
      endDate: '2030-06-16T04:00:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      description: 'Afrobeats & amapiano\nDoors at 10:00 PM.',
      image: ['https://venue.example/venue-api/media/e1.svg'],
      location: { '@type': 'Place', name: 'Velvet Room, Main Room', address: { '@type': 'PostalAddress', ...postalAddress } },
      organizer: { '@type': 'Organization', name: 'Velvet Room', url: 'https://venue.example' },
      offers: [
        {
          '@type': 'Offer',
          price: '60.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/SoldOut',
          url: 'https://venue.example/event-details/e1',
        },
      ],
    });
    expect(eventJsonLd({ ...event, tickets: [] }, venue, '/x')).toMatchObject({ isAccessibleForFree: true });
  });

  it('takes the offset valid on the date (winter, and the night the clocks go back)', () => {
    expect(eventJsonLd({ ...event, date: '2030-12-14' }, venue, '/e')).toMatchObject({
      startDate: '2030-12-14T22:00:00-05:00',
      endDate: '2030-12-15T04:00:00-05:00',
    });
    // 2030-11-03: New York falls back at 2:00 AM, so the night starts in EDT and ends in EST.
    expect(eventJsonLd({ ...event, date: '2030-11-02' }, venue, '/e')).toMatchObject({
      startDate: '2030-11-02T22:00:00-04:00',
      endDate: '2030-11-03T04:00:00-05:00',
    });
    expect(eventJsonLd(event, { ...venue, timeZone: 'Europe/Berlin' }, '/e')).toMatchObject({ startDate: '2030-06-15T22:00:00+02:00' });
  });

  it('keeps local times and a one-line address when the API sends no zone and no parts', () => {
    const ld = eventJsonLd(event, { ...venue, timeZone: null, general: { address: '214 Mercer Lane' } }, '/e');
    expect(ld).toMatchObject({ startDate: '2030-06-15T22:00:00', location: { address: '214 Mercer Lane' } });
  });

  it('writes a price with the decimals of the venue’s currency: whole yen, three for dinars', () => {
    const offerOf = (currency: string) => (eventJsonLd(event, { ...venue, currency }, '/e')['offers'] as { price: string }[])[0];
    expect(offerOf('JPY')).toMatchObject({ price: '6050', priceCurrency: 'JPY' });
    expect(offerOf('KWD')).toMatchObject({ price: '6.050', priceCurrency: 'KWD' });
    expect(offerOf('€')).toMatchObject({ price: '60.50', priceCurrency: 'EUR' });
  });

  it('property: startDate and endDate name the instants of the wall times in the venue zone', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (day, timeZone) => {
          const date = day.toISOString().slice(0, 10);
          const ld = eventJsonLd({ ...event, date }, { ...venue, timeZone }, '/e');
          const start = new Date(Date.parse(String(ld.startDate)));
          const end = new Date(Date.parse(String(ld.endDate)));
          expect(String(ld.startDate)).toMatch(/[+-]\d{2}:\d{2}$/);
          // The venue's wall clock at the written instants reads the poster's times.
          const wall = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
          const [y, m, d] = date.split('-');
          expect(wall(start)).toBe(`${d}/${m}/${y}, 22:00`);
          // 10 PM to 4 AM is six hours, give or take one DST change in the night.
          expect(Math.abs(end.getTime() - start.getTime() - 6 * 3_600_000)).toBeLessThanOrEqual(3_600_000);
        },
      ),
    );
  });

  it('property: survives a JSON round trip with name, startDate and location, whatever the texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, description, location) => {
        const ld = JSON.parse(JSON.stringify(eventJsonLd({ ...event, name, description, location }, venue, '/e'))) as Record<
          string,
          unknown
        >;
        expect(ld.name).toBe(name);
        expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
        expect(ld.location).toMatchObject({ '@type': 'Place' });
      }),
    );
  });
});
