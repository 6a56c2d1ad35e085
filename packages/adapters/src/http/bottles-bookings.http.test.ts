// The bottle and booking adapters against a tiny local venue: paths (ids as one segment), the
// Idempotency-Key, ref/PID on POSTs, and typed errors for bad bodies and refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBookingsHttp } from './bookings.http';
import { createBottlesHttp } from './bottles.http';
import { fixedExponent } from './money-exponent';
import { startTestVenueServer, type TestVenueServer } from '../testing/test-venue-server';

/** The test venue counts in dollars. */
const usd = fixedExponent(2);

let venue: TestVenueServer;
beforeAll(async () => {
  venue = await startTestVenueServer();
});
afterAll(() => venue.close());
beforeEach(() => {
  venue.seen.length = 0;
  venue.routes = {};
});

const lastCall = () => venue.seen.at(-1);

describe('bottles adapter', () => {
  it('sends the order with its Idempotency-Key and ref/PID, and answers the _id', async () => {
    venue.routes = { 'POST /api/shopping/addBottleOrder': { status: 200, body: { data: { _id: 'b-1' } } } };
    const payload = { items: [{ bottleId: 'x', quantity: 1, price: 10 }] } as never;
    expect(await createBottlesHttp(venue.client({ ref: 'ig', PID: '42' }), usd).createBottleOrder(payload, 'checkout-1-1')).toEqual({
      ok: true,
      value: { _id: 'b-1' },
    });
    expect(lastCall()?.headers['idempotency-key']).toBe('checkout-1-1');
    expect(JSON.parse(lastCall()?.body ?? '{}')).toMatchObject({ ref: 'ig', PID: '42' });
  });

  it('checks a promoter code with type bottle and keeps a refused order’s body for its figures', async () => {
    venue.routes = {
      'POST /api/shopping/validate-promoter': { status: 200, body: { success: false } },
      'POST /api/shopping/addBottleOrder': {
        status: 422,
        body: { error: { code: 'total_mismatch', message: 'No.', details: { totalPrice: 1 } } },
      },
    };
    const api = createBottlesHttp(venue.client(), usd);
    expect(await api.validatePromoterCode('@dj')).toEqual({ ok: true, value: { success: false } });
    expect(JSON.parse(lastCall()?.body ?? '{}')).toEqual({ promoterIGname: '@dj', type: 'bottle' });
    expect(await api.createBottleOrder({} as never, 'k')).toMatchObject({
      ok: false,
      error: { _tag: 'HttpError', status: 422, message: 'No.', body: { error: { details: { totalPrice: 1 } } } },
    });
  });

  it('puts an id into one path segment and names the field of a body that does not decode', async () => {
    venue.routes = {
      'GET /api/shopping/getGroupBottles/a%2Fb%3F': {
        status: 200,
        body: { data: { _id: 'a/b?', name: 'Vodka', products: [{ _id: 'g', name: 'G', price: 'free' }] } },
      },
    };
    expect(await createBottlesHttp(venue.client(), usd).groupBottles('a/b?')).toMatchObject({
      ok: false,
      error: { _tag: 'DecodeError', source: 'GET api/shopping/getGroupBottles/a%2Fb%3F', path: 'data.products[0].price' },
    });
  });
});

describe('bookings adapter', () => {
  const details = {
    noOfGuests: 4,
    reservationDate: '06/17/2030',
    reservationTime: '10:00 PM',
    specialRequest: '',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  };

  it('PUTs a reservation update without ref/PID and reads the reservation from the order details', async () => {
    venue.routes = {
      'PUT /reservation/r-1': {
        status: 200,
        body: { data: { orderId: 'r-1', kind: 'reservations', status: 'Pending', total: null, details } },
      },
    };
    const update = { noOfGuests: 4, reservationDate: '06/17/2030', reservationTime: '10:00 PM', specialRequest: '' };
    expect(await createBookingsHttp(venue.client({ ref: 'ig', PID: '42' })).updateReservation('r-1', update)).toEqual({
      ok: true,
      value: { orderId: 'r-1', status: 'Pending', details },
    });
    expect(JSON.parse(lastCall()?.body ?? '{}')).toEqual(update);
  });

  it('sends the status of promoteStatus and answers a 409 as a typed error', async () => {
    venue.routes = {
      'PUT /api/privateEvents/promoteStatus/e-1': { status: 409, body: { error: { code: 'order_cancelled', message: 'Cancelled.' } } },
    };
    expect(await createBookingsHttp(venue.client()).promoteStatus('e-1', 'Confirmed')).toMatchObject({
      ok: false,
      error: { _tag: 'HttpError', status: 409, message: 'Cancelled.' },
    });
    expect(JSON.parse(lastCall()?.body ?? '{}')).toEqual({ status: 'Confirmed' });
  });
});
