// Contracts of table reservations: the order flow of kind reservations (check-availability,
// new-reservation, reservation/{id}, confirm-reservation-order/{orderId}), the update
// (PUT reservation/{id}) and the cancel (POST cancel-reservation/{orderId}, ours). The demo venue takes 2 to 20
// guests and arrival times 9:00 PM to 1:00 AM.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createBookingsHttp } from '../http/bookings.http';
import { createOrdersHttp } from '../http/orders.http';
import { errorBody, idempotencyHeader, notFoundBody, ORDER_SECRET_EXAMPLE, orderSecret, pactGuest, unpricedOrderBody } from '../testing/order-pact-bodies';
import { fromState, nightFromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, string } = MatchersV3;
const pact = venuePact();
const orders = (url: string) => createOrdersHttp(clientFor(url), demoExponent);
const bookings = (url: string) => createBookingsHttp(clientFor(url));

const guest = pactGuest;
const night = { noOfGuests: 4, reservationDate: '06/17/2030', reservationTime: '10:00 PM', specialRequest: '' };
const reservation = { ...night, ...guest, userAgent: 'PC', ip: '203.0.113.9' };
const details = { ...night, ...guest };
/** The reservation on a night the state answers (its example is the one above). */
const reservationOn = (state: string, example = night.reservationDate) => ({ ...reservation, reservationDate: nightFromState(state, example) });
const blockedNotes = { notes: '<p>Closed for a private event.</p>' };
/** The id of the reservation 'a reservation exists' creates. */
const stateId = fromState('reservationId', 'reservations-pact-1');

/** GET and PUT reservation/{id}: the order details every lookup answers, the reservation in `details`. */
const reservationBody = (orderId: unknown, shown: typeof details) => unpricedOrderBody(orderId, 'reservations', 'Pending', shown);

const notFound = notFoundBody('A reservation with this id was not found.');

describe('reservation order flow contract', () => {
  it('POST check-availability answers that an open night is available', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('an availability check of an open night')
      .withRequest('POST', '/check-availability', (b) => b.headers(bearer).jsonBody(reservationOn('openNight')))
      .willRespondWith(200, (b) => b.jsonBody({ data: { available: true } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).checkGroup('reservations', reservation)).toEqual({ ok: true, value: { available: true, total: null } });
      }));

  it('POST check-availability answers 422 naming the date of a blocked night, with its notes', () =>
    pact
      .addInteraction()
      .given('the venue blocked a whole night', blockedNotes)
      .uponReceiving('an availability check of a blocked night')
      .withRequest('POST', '/check-availability', (b) => b.headers(bearer).jsonBody(reservationOn('blockedNight', '06/24/2030')))
      .willRespondWith(422, (b) =>
        b.jsonBody({ error: { code: 'blocked', message: string('The venue is closed to bookings at that time.'), field: 'reservationDate', details: like({ notes: '<p>Closed for a private event.</p>' }) } }),
      )
      .executeTest(async (server) => {
        const result = await orders(server.url).checkGroup('reservations', { ...reservation, reservationDate: '06/24/2030' });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, body: { error: { field: 'reservationDate', details: { notes: '<p>Closed for a private event.</p>' } } } } });
      }));

  // The page's language travels with the reservation: its mails and refusals are in it (docs/architecture.md#languages).
  it('POST new-reservation creates the reservation under its idempotency key, in the language of the guest’s page', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a new reservation')
      .withRequest('POST', '/new-reservation', (b) =>
        b.headers({ ...bearer, ...idempotencyHeader('reservation-seed-1'), 'Accept-Language': 'he' }).jsonBody(reservationOn('openNight')),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('reservations-5a7e'), orderSecret } }))
      .executeTest(async (server) => {
        const hebrew = createOrdersHttp(clientFor(server.url, {}, 'he'), demoExponent);
        expect(await hebrew.createOrder('reservations', reservation, 'reservation-seed-1')).toEqual({ ok: true, value: { orderId: 'reservations-5a7e', orderSecret: ORDER_SECRET_EXAMPLE } });
      }));

  it('POST new-reservation answers 422 for a blocked night and creates nothing', () =>
    pact
      .addInteraction()
      .given('the venue blocked a whole night', blockedNotes)
      .uponReceiving('a new reservation on a blocked night')
      .withRequest('POST', '/new-reservation', (b) => b.headers({ ...bearer, ...idempotencyHeader('reservation-seed-2') }).jsonBody(reservationOn('blockedNight', '06/24/2030')))
      .willRespondWith(422, (b) =>
        b.jsonBody({ error: { code: 'blocked', message: string('The venue is closed to bookings at that time.'), field: 'reservationDate', details: like({ notes: '<p>Closed for a private event.</p>' }) } }),
      )
      .executeTest(async (server) => {
        const result = await orders(server.url).createOrder('reservations', { ...reservation, reservationDate: '06/24/2030' }, 'reservation-seed-2');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, message: 'The venue is closed to bookings at that time.' } });
      }));

  it('GET reservation/{id} answers the reservation', () =>
    pact
      .addInteraction()
      .given('a reservation exists')
      .uponReceiving('a request for a reservation')
      .withRequest('GET', pathFromState('/reservation/${reservationId}', '/reservation/reservations-pact-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(reservationBody(stateId, details)))
      .executeTest(async (server) => {
        expect(await bookings(server.url).reservation('reservations-pact-1')).toEqual({ ok: true, value: { orderId: 'reservations-pact-1', status: 'Pending', details } });
      }));

  it('GET reservation/{id} answers 404 for an unknown reservation (the order flow’s fetch)', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown reservation')
      .withRequest('GET', '/reservation/reservations-unknown', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('reservations', 'reservations-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST confirm-reservation-order/{orderId} confirms the reservation', () =>
    pact
      .addInteraction()
      .given('a reservation exists')
      .uponReceiving('a confirmation of a reservation')
      .withRequest('POST', pathFromState('/confirm-reservation-order/${reservationId}', '/confirm-reservation-order/reservations-pact-1'), (b) => b.headers(bearer).jsonBody({ orderId: stateId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateId, status: 'Confirmed' } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('reservations', 'reservations-pact-1')).toMatchObject({ ok: true, value: { orderId: 'reservations-pact-1' } });
      }));

  it('POST confirm-reservation-order/{orderId} answers 404 for an unknown reservation', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a confirmation of an unknown reservation')
      .withRequest('POST', '/confirm-reservation-order/reservations-unknown', (b) => b.headers(bearer).jsonBody({ orderId: 'reservations-unknown' }))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('reservations', 'reservations-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});

describe('reservation update contract', () => {
  const update = { noOfGuests: 6, reservationDate: '06/18/2030', reservationTime: '11:30 PM', specialRequest: 'A birthday: a cake at midnight.' };
  /** The update as the pact carries it: to a night 'a night is open for bookings' answers. */
  const updateOnOpenNight = (changes: Partial<typeof update> = {}) => ({ ...update, ...changes, reservationDate: nightFromState('openNight', update.reservationDate) });

  it('PUT reservation/{id} changes the night and answers the reservation', () =>
    pact
      .addInteraction()
      .given('a reservation exists')
      .given('a night is open for bookings')
      .uponReceiving('an update of a reservation')
      .withRequest('PUT', pathFromState('/reservation/${reservationId}', '/reservation/reservations-pact-1'), (b) => b.headers(bearer).jsonBody(updateOnOpenNight()))
      .willRespondWith(200, (b) => b.jsonBody(reservationBody(stateId, { ...details, ...update })))
      .executeTest(async (server) => {
        expect(await bookings(server.url).updateReservation('reservations-pact-1', update)).toEqual({
          ok: true,
          value: { orderId: 'reservations-pact-1', status: 'Pending', details: { ...details, ...update } },
        });
      }));

  it('PUT reservation/{id} answers 422 naming the field of a guest count below the venue’s minimum', () =>
    pact
      .addInteraction()
      .given('a reservation exists')
      .given('a night is open for bookings')
      .uponReceiving('an update of a reservation to one guest')
      .withRequest('PUT', pathFromState('/reservation/${reservationId}', '/reservation/reservations-pact-1'), (b) => b.headers(bearer).jsonBody(updateOnOpenNight({ noOfGuests: 1 })))
      .willRespondWith(422, (b) => b.jsonBody({ error: { code: 'invalid_input', message: string('The venue takes 2 to 20 guests.'), field: 'noOfGuests' } }))
      .executeTest(async (server) => {
        expect(await bookings(server.url).updateReservation('reservations-pact-1', { ...update, noOfGuests: 1 })).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  it('PUT reservation/{id} answers 404 for an unknown reservation', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('an update of an unknown reservation')
      .withRequest('PUT', '/reservation/reservations-unknown', (b) => b.headers(bearer).jsonBody(updateOnOpenNight()))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await bookings(server.url).updateReservation('reservations-unknown', update)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});

describe('reservation cancel contract', () => {
  const CONFIRMED = 'a confirmed reservation exists';
  const confirmedId = fromState('reservationId', 'reservations-pact-2');
  const cancelPath = pathFromState('/cancel-reservation/${reservationId}', '/cancel-reservation/reservations-pact-2');
  const SECRET = 'cmVzZXJ2YXRpb24tc2VjcmV0LW9mLWRhbmE';
  const LINK = 'cmVzZXJ2YXRpb25zLXBhY3QtMg.-.Zm9yLXRoZS1tYWlsZWQtY2FuY2VsLWxpbmstb2YtZGFuYS0w';
  /** The reservation the state made, now cancelled; its details are matched by type (the state's night is its own). */
  const cancelled = (orderId: unknown) => unpricedOrderBody(orderId, 'reservations', 'Cancelled', details);
  const cancelledValue = { orderId: 'reservations-pact-2', status: 'Cancelled', details, holdUntil: null };

  it('POST cancel-reservation/{orderId} with the order secret cancels the reservation and answers it', () =>
    pact
      .addInteraction()
      .given(CONFIRMED)
      .uponReceiving('a cancel of a confirmed reservation with its order secret')
      .withRequest('POST', cancelPath, (b) => b.headers(bearer).jsonBody({ secret: fromState('reservationSecret', SECRET) }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { ...cancelled(confirmedId).data, holdUntil: null } }))
      .executeTest(async (server) => {
        expect(await bookings(server.url).cancelReservation('reservations-pact-2', { secret: SECRET })).toEqual({ ok: true, value: cancelledValue });
      }));

  it('POST cancel-reservation/{orderId} with the key of the reservation mail’s cancel link cancels it too', () =>
    pact
      .addInteraction()
      .given(CONFIRMED)
      .uponReceiving('a cancel of a confirmed reservation with its mailed cancel link')
      .withRequest('POST', cancelPath, (b) => b.headers(bearer).jsonBody({ link: fromState('cancelLink', LINK) }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { ...cancelled(confirmedId).data, holdUntil: null } }))
      .executeTest(async (server) => {
        expect(await bookings(server.url).cancelReservation('reservations-pact-2', { link: LINK })).toEqual({ ok: true, value: cancelledValue });
      }));

  it('POST cancel-reservation/{orderId} answers 403 for a secret that is not the reservation’s, and cancels nothing', () =>
    pact
      .addInteraction()
      .given(CONFIRMED)
      .uponReceiving('a cancel of a confirmed reservation with a wrong secret')
      .withRequest('POST', cancelPath, (b) => b.headers(bearer).jsonBody({ secret: 'd3Jvbmctc2VjcmV0LW9mLWEtZnJpZW5k' }))
      .willRespondWith(403, (b) => b.jsonBody(errorBody('forbidden', 'This key does not open this reservation.')))
      .executeTest(async (server) => {
        const result = await bookings(server.url).cancelReservation('reservations-pact-2', { secret: 'd3Jvbmctc2VjcmV0LW9mLWEtZnJpZW5k' });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 403, body: { error: { code: 'forbidden' } } } });
      }));

  it('POST cancel-reservation/{orderId} answers 409 too_late, in words, once the venue’s cut-off has passed', () =>
    pact
      .addInteraction()
      .given('a confirmed reservation past its cancel cut-off exists')
      .uponReceiving('a cancel of a reservation past the cut-off')
      .withRequest('POST', cancelPath, (b) => b.headers(bearer).jsonBody({ secret: fromState('reservationSecret', SECRET) }))
      .willRespondWith(409, (b) => b.jsonBody(errorBody('too_late', 'It is too late to cancel online: online cancellations close 2 hours before your arrival. Please call us on +1-718-555-0142 and we will take care of it.')))
      .executeTest(async (server) => {
        const result = await bookings(server.url).cancelReservation('reservations-pact-2', { secret: SECRET });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409, body: { error: { code: 'too_late' } } } });
      }));

  it('POST cancel-reservation/{orderId} answers 404 for an unknown reservation', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a cancel of an unknown reservation')
      .withRequest('POST', '/cancel-reservation/reservations-unknown', (b) => b.headers(bearer).jsonBody({ secret: SECRET }))
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        expect(await bookings(server.url).cancelReservation('reservations-unknown', { secret: SECRET })).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
