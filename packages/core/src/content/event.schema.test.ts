import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { EventInfoResponse } from './event.schema';

const wireEvent = (price: number, ticketsFrom: number | null) => ({
  data: {
    _id: 'e1',
    name: 'Deep Nights',
    date: '2030-06-15',
    startTime: '10:00 PM',
    endTime: '4:00 AM',
    description: '<p>House</p>',
    image: '/venue-api/media/e1.svg',
    location: 'Main Room',
    category: 'House',
    minimumAge: 21,
    talentIds: ['t1'],
    ticketsFrom,
    soldOut: false,
    hasAlbum: false,
    tickets: [
      {
        _id: 'e1-ga',
        eventId: 'e1',
        name: 'GA',
        description: '',
        group: 'General admission',
        price,
        guestsPerTicket: 1,
        maxPerOrder: 10,
        remaining: 5,
        soldOut: false,
      },
    ],
  },
});

const decode = decodeWith(EventInfoResponse, 'GET event-info/e1');
const encode = Schema.encodeSync(EventInfoResponse);

describe('event with tickets', () => {
  it('decodes dollars to cents and encodes them back unchanged', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, (amount) => {
        const wire = wireEvent(amount / 100, amount / 100);
        const decoded = decode(wire);
        expect(decoded.ok && decoded.value.data.tickets[0]?.price).toBe(amount);
        if (decoded.ok) expect(encode(decoded.value)).toEqual(wire);
      }),
    );
  });

  it('names the ticket whose price is not money', () => {
    expect(decode(wireEvent(-1, null))).toMatchObject({ ok: false, error: { path: 'data.tickets[0].price' } });
    expect(decode(wireEvent(19.999, null))).toMatchObject({ ok: false, error: { path: 'data.tickets[0].price' } });
  });
});
