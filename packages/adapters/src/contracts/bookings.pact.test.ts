// Contracts of private venue bookings: the order flow of kind bookings (new-booking,
// booking-info/{id}, confirm-booking-order/{orderId}) and the private-event calls
// (getOnePrivateEvent, promoteStatus, editPrivateEvent).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createBookingsHttp } from '../http/bookings.http';
import { createOrdersHttp } from '../http/orders.http';
import { idempotencyHeader, notFoundBody, pactGuest, unpricedOrderBody } from '../testing/order-pact-bodies';
import { fromState, nightFromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, string } = MatchersV3;
const pact = venuePact();
const orders = (url: string) => createOrdersHttp(clientFor(url), demoExponent);
const bookings = (url: string) => createBookingsHttp(clientFor(url));

const guest = pactGuest;
const event = { eventDate: '06/22/2030', startTime: '9:00 PM', endTime: '2:00 AM', noOfGuests: 20, eventType: 'Birthday party', specialRequest: '' };
const booking = { ...event, ...guest, userAgent: 'Mobile', ip: '203.0.113.9' };
/** The booking on a night the state answers (its example is the one above). */
const bookingOn = (state: string, example: string) => ({ ...booking, eventDate: nightFromState(state, example) });
/** The booking the provider state 'a venue booking exists' writes, on a night it answers; its id comes from the state. */
const stateDetails = { ...event, eventDate: '07/10/2030', ...guest };
const stateId = fromState('bookingId', 'bookings-pact-1');
/** A confirmed private event holds the booking's night: requests hold none (docs/product.md#reservations-and-venue-booking). */
const nightHeldState = 'a venue booking exists whose night another private event holds';
const bookingPath = (prefix: string) => pathFromState(`${prefix}/\${bookingId}`, `${prefix}/bookings-pact-1`);
const nightTaken = {
  error: { code: 'night_taken', message: string('The venue is already booked for a private event that night; please choose another date.'), field: 'eventDate' },
};

const bookingBody = (orderId: unknown, status: string, shown: typeof stateDetails) => unpricedOrderBody(orderId, 'bookings', status, shown);

const notFound = notFoundBody('A venue booking with this id was not found.');

describe('venue booking order flow contract', () => {
  it('POST new-booking creates the booking under its idempotency key', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a new venue booking')
      .withRequest('POST', '/new-booking', (b) => b.headers({ ...bearer, ...idempotencyHeader('booking-seed-1') }).jsonBody(bookingOn('openNight', booking.eventDate)))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('bookings-2b8c') } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('bookings', booking, 'booking-seed-1')).toEqual({ ok: true, value: { orderId: 'bookings-2b8c' } });
      }));

  it('POST new-booking answers 422 naming the date of a blocked night', () =>
    pact
      .addInteraction()
      .given('the venue blocked a whole night', { notes: '<p>Closed for a private event.</p>' })
      .uponReceiving('a new venue booking on a blocked night')
      .withRequest('POST', '/new-booking', (b) => b.headers({ ...bearer, ...idempotencyHeader('booking-seed-2') }).jsonBody(bookingOn('blockedNight', '06/24/2030')))
      .willRespondWith(422, (b) =>
        b.jsonBody({ error: { code: 'blocked', message: string('The venue is closed to bookings at that time.'), field: 'eventDate', details: like({ notes: '<p>Closed for a private event.</p>' }) } }),
      )
      .executeTest(async (server) => {
        const result = await orders(server.url).createOrder('bookings', { ...booking, eventDate: '06/24/2030' }, 'booking-seed-2');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, body: { error: { field: 'eventDate' } } } });
      }));

  it('POST new-booking answers 409 when another private event holds the night', () =>
    pact
      .addInteraction()
      .given('another private event holds a night')
      .uponReceiving('a new venue booking on a night already booked')
      .withRequest('POST', '/new-booking', (b) => b.headers({ ...bearer, ...idempotencyHeader('booking-seed-3') }).jsonBody(bookingOn('heldNight', '07/10/2030')))
      .willRespondWith(409, (b) => b.jsonBody(nightTaken))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('bookings', { ...booking, eventDate: '07/10/2030' }, 'booking-seed-3')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409 } });
      }));

  it('GET booking-info/{id} answers the booking', () =>
    pact
      .addInteraction()
      .given('a venue booking exists')
      .uponReceiving('a request for a venue booking')
      .withRequest('GET', bookingPath('/booking-info'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(bookingBody(stateId, 'Pending', stateDetails)))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('bookings', 'bookings-pact-1')).toMatchObject({ ok: true, value: { orderId: 'bookings-pact-1', status: 'Pending', total: null } });
      }));

  it('GET booking-info/{id} answers 404 for an unknown booking', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown venue booking')
      .withRequest('GET', '/booking-info/bookings-unknown', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('bookings', 'bookings-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST confirm-booking-order/{orderId} confirms the booking', () =>
    pact
      .addInteraction()
      .given('a venue booking exists')
      .uponReceiving('a confirmation of a venue booking')
      .withRequest('POST', bookingPath('/confirm-booking-order'), (b) => b.headers(bearer).jsonBody({ orderId: stateId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateId, status: 'Confirmed' } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('bookings', 'bookings-pact-1')).toMatchObject({ ok: true, value: { orderId: 'bookings-pact-1' } });
      }));

  it('POST confirm-booking-order/{orderId} answers 409 when another private event came to hold the night', () =>
    pact
      .addInteraction()
      .given(nightHeldState)
      .uponReceiving('a confirmation of a venue booking whose night another holds')
      .withRequest('POST', bookingPath('/confirm-booking-order'), (b) => b.headers(bearer).jsonBody({ orderId: stateId }))
      .willRespondWith(409, (b) => b.jsonBody(nightTaken))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('bookings', 'bookings-pact-1')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409 } });
      }));

  it('POST confirm-booking-order/{orderId} answers 404 for an unknown booking', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a confirmation of an unknown venue booking')
      .withRequest('POST', '/confirm-booking-order/bookings-unknown', (b) => b.headers(bearer).jsonBody({ orderId: 'bookings-unknown' }))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('bookings', 'bookings-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});

describe('private event contract', () => {
  it('GET api/privateEvents/getOnePrivateEvent/{id} answers the private event', () =>
    pact
      .addInteraction()
      .given('a venue booking exists')
      .uponReceiving('a request for a private event')
      .withRequest('GET', bookingPath('/api/privateEvents/getOnePrivateEvent'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(bookingBody(stateId, 'Pending', stateDetails)))
      .executeTest(async (server) => {
        expect(await bookings(server.url).privateEvent('bookings-pact-1')).toEqual({ ok: true, value: { orderId: 'bookings-pact-1', status: 'Pending', details: stateDetails } });
      }));

  it('GET api/privateEvents/getOnePrivateEvent/{id} answers 404 for an unknown event', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown private event')
      .withRequest('GET', '/api/privateEvents/getOnePrivateEvent/bookings-unknown', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await bookings(server.url).privateEvent('bookings-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('PUT api/privateEvents/promoteStatus/{id} cancels the private event', () =>
    pact
      .addInteraction()
      .given('a venue booking exists')
      .uponReceiving('a cancellation of a private event')
      .withRequest('PUT', bookingPath('/api/privateEvents/promoteStatus'), (b) => b.headers(bearer).jsonBody({ status: 'Cancelled' }))
      .willRespondWith(200, (b) => b.jsonBody(bookingBody(stateId, 'Cancelled', stateDetails)))
      .executeTest(async (server) => {
        expect(await bookings(server.url).promoteStatus('bookings-pact-1', 'Cancelled')).toMatchObject({ ok: true, value: { orderId: 'bookings-pact-1', status: 'Cancelled' } });
      }));

  it('PUT api/privateEvents/promoteStatus/{id} answers 409 confirming an event whose night another holds', () =>
    pact
      .addInteraction()
      .given(nightHeldState)
      .uponReceiving('a confirmation of a private event whose night another holds')
      .withRequest('PUT', bookingPath('/api/privateEvents/promoteStatus'), (b) => b.headers(bearer).jsonBody({ status: 'Confirmed' }))
      .willRespondWith(409, (b) => b.jsonBody(nightTaken))
      .executeTest(async (server) => {
        expect(await bookings(server.url).promoteStatus('bookings-pact-1', 'Confirmed')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409 } });
      }));

  it('PUT api/privateEvents/promoteStatus/{id} answers 404 for an unknown event', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a status change of an unknown private event')
      .withRequest('PUT', '/api/privateEvents/promoteStatus/bookings-unknown', (b) => b.headers(bearer).jsonBody({ status: 'Confirmed' }))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await bookings(server.url).promoteStatus('bookings-unknown', 'Confirmed')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('PUT api/privateEvents/editPrivateEvent/{id} changes the event and answers it', () => {
    const edit = { ...event, eventDate: '07/11/2030', startTime: '10:00 PM', noOfGuests: 16, specialRequest: 'A DJ until close.' };
    return pact
      .addInteraction()
      .given('a venue booking exists')
      .given('a night is open for bookings')
      .uponReceiving('an edit of a private event')
      .withRequest('PUT', bookingPath('/api/privateEvents/editPrivateEvent'), (b) => b.headers(bearer).jsonBody({ ...edit, eventDate: nightFromState('openNight', edit.eventDate) }))
      .willRespondWith(200, (b) => b.jsonBody(bookingBody(stateId, 'Pending', { ...stateDetails, ...edit })))
      .executeTest(async (server) => {
        expect(await bookings(server.url).editPrivateEvent('bookings-pact-1', edit)).toEqual({ ok: true, value: { orderId: 'bookings-pact-1', status: 'Pending', details: { ...stateDetails, ...edit } } });
      });
  });

  it('PUT api/privateEvents/editPrivateEvent/{id} answers 422 naming the field of an event that ends before it starts', () => {
    const edit = { ...event, eventDate: '07/10/2030', startTime: '11:00 PM', endTime: '10:00 PM' };
    return pact
      .addInteraction()
      .given('a venue booking exists')
      .uponReceiving('an edit of a private event ending before it starts')
      .withRequest('PUT', bookingPath('/api/privateEvents/editPrivateEvent'), (b) => b.headers(bearer).jsonBody({ ...edit, eventDate: nightFromState('bookingNight', edit.eventDate) }))
      .willRespondWith(422, (b) => b.jsonBody({ error: { code: 'invalid_input', message: string('The event must end after it starts, by 5:59 AM.'), field: 'endTime' } }))
      .executeTest(async (server) => {
        expect(await bookings(server.url).editPrivateEvent('bookings-pact-1', edit)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      });
  });
});
