import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventWithTickets } from '../content/event.schema';
import type { Cents } from '../money/cents';
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
  ticketsFrom: 2500 as Cents,
  soldOut: false,
  hasAlbum: false,
  tickets: [
    {
      _id: 't1',
      eventId: 'e1',
      name: 'VIP',
      description: '',
      group: 'VIP',
      price: 6050 as Cents,
      guestsPerTicket: 1,
      maxPerOrder: 4,
      remaining: 0,
      soldOut: true,
    },
  ],
};
const venue = { name: 'Velvet Room', address: '214 Mercer Lane', origin: 'https://venue.example', currency: '$' };

describe('event JSON-LD', () => {
  it('names the event, its local start and end, place and offers', () => {
    const ld = eventJsonLd(event, venue, '/event-details/e1');
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Afro Nights',
      startDate: '2030-06-15T22:00:00',
      endDate: '2030-06-16T04:00:00',
      description: 'Afrobeats & amapiano\nDoors at 10:00 PM.',
      image: ['https://venue.example/venue-api/media/e1.svg'],
      location: { '@type': 'Place', name: 'Velvet Room, Main Room', address: '214 Mercer Lane' },
      offers: [{ '@type': 'Offer', price: '60.50', priceCurrency: 'USD', availability: 'https://schema.org/SoldOut' }],
    });
    expect(eventJsonLd({ ...event, tickets: [] }, venue, '/x')).toMatchObject({ isAccessibleForFree: true });
  });

  it('property: survives a JSON round trip with name, startDate and location, whatever the texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, description, location) => {
        const ld = JSON.parse(JSON.stringify(eventJsonLd({ ...event, name, description, location }, venue, '/e'))) as Record<
          string,
          unknown
        >;
        expect(ld.name).toBe(name);
        expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
        expect(ld.location).toMatchObject({ '@type': 'Place' });
      }),
    );
  });
});
