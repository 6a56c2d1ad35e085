// Contracts of ticket orders: the order flow (tickets-group, new-ticket-order, ticket-order/{id},
// confirm-ticket-order/{orderId}) and the ticket booking calls (guests, booking views, promoter).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createOrdersHttp } from '../http/orders.http';
import { createTicketBookingHttp } from '../http/ticket-booking.http';
import {
  decodedDetails,
  errorBody,
  figures,
  idempotencyHeader,
  ORDER_SECRET_EXAMPLE,
  orderDetails,
  orderSecret,
  pactGuest,
  pricedLine,
} from '../testing/order-pact-bodies';
import { fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, string, integer } = MatchersV3;
const pact = venuePact();

const guest = pactGuest;
const selection = { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }] };
const orders = (url: string) => createOrdersHttp(clientFor(url), demoExponent);
const booking = (url: string) => createTicketBookingHttp(clientFor(url), demoExponent);
const gaLine = pricedLine('event-up-1-ga', 'General Admission', 2, 25);
/** The order 'a ticket order exists' creates: its id comes from the state. */
const stateOrderId = fromState('ticketOrderId', 'order-t-1');
const stateOrder = orderDetails(stateOrderId, 'tickets', gaLine, 50, { eventId: 'event-up-1' });
/** The order and guest 'a ticket order with a guest exists' creates. */
const guestOrderId = fromState('ticketOrderId', 'order-t-2');
const attendeeId = fromState('attendeeId', 'guest-1');
const otherGuest = { name: 'Sam Other', email: 'sam@example.com', phoneNumber: '+447700900123' };
/** The state order's secret, which the buyer holds, and the key Sam's browser named the place with. */
const SECRET = 'b3JkZXItc2VjcmV0LW9mLXRoZS1idXll';
const guestSecret = fromState('orderSecret', SECRET);
const PLACE_KEY = 'c2Ftcy1wbGFjZS1rZXktb2YtZ3Vlc3Qy';
const placeKey = fromState('placeKey', PLACE_KEY);
/** A new place's key, made by the browser that names it. */
const NEW_KEY = 'bmV3LXBsYWNlLWtleS1vZi1yb3J5LTAx';

describe('ticket order flow contract', () => {
  it('POST tickets-group prices the chosen tickets', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a price check of two general admission tickets')
      .withRequest('POST', '/tickets-group', (b) => b.headers(bearer).jsonBody(selection))
      .willRespondWith(200, (b) => b.jsonBody({ data: { lines: [gaLine], ...figures(50) } }))
      .executeTest(async (server) => {
        const result = await orders(server.url).checkGroup('tickets', selection);
        expect(result).toMatchObject({ ok: true, value: { total: 5000, subTotal: 5000, lines: [{ itemId: 'event-up-1-ga', quantity: 2, lineTotal: 5000 }] } });
      }));

  it('POST tickets-group answers 409 for sold-out tickets', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a price check of a sold-out ticket')
      .withRequest('POST', '/tickets-group', (b) => b.headers(bearer).jsonBody({ eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-early', quantity: 1 }] }))
      .willRespondWith(409, (b) => b.jsonBody(errorBody('sold_out', 'Early Bird is sold out.', 'tickets[0].quantity')))
      .executeTest(async (server) => {
        const result = await orders(server.url).checkGroup('tickets', { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-early', quantity: 1 }] });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409, message: 'Early Bird is sold out.' } });
      }));

  it('POST tickets-group answers 422 naming the field of a bad quantity', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a price check with a quantity of 0')
      .withRequest('POST', '/tickets-group', (b) => b.headers(bearer).jsonBody({ eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 0 }] }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'tickets[0].quantity: Expected a value between 1 and 99', 'tickets[0].quantity')))
      .executeTest(async (server) => {
        const result = await orders(server.url).checkGroup('tickets', { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 0 }] });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  // The page's language travels with the order: the venue writes its mails and invoice in it (docs/architecture.md#languages).
  it('POST new-ticket-order creates the order under its idempotency key, in the language of the guest’s page', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('no unpaid order holds seats of the event', { eventId: 'event-up-1' })
      .uponReceiving('a new ticket order')
      .withRequest('POST', '/new-ticket-order', (b) =>
        b.headers({ ...bearer, ...idempotencyHeader('tickets-seed-1'), 'Accept-Language': 'fr' }).jsonBody({ ...selection, ...guest }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('tickets-0b7c'), orderSecret } }))
      .executeTest(async (server) => {
        const french = createOrdersHttp(clientFor(server.url, {}, 'fr'), demoExponent);
        expect(await french.createOrder('tickets', { ...selection, ...guest }, 'tickets-seed-1')).toEqual({ ok: true, value: { orderId: 'tickets-0b7c', orderSecret: ORDER_SECRET_EXAMPLE } });
      }));

  it('POST new-ticket-order answers 422 for an invalid email', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new ticket order with an invalid email')
      .withRequest('POST', '/new-ticket-order', (b) => b.headers({ ...bearer, ...idempotencyHeader('tickets-seed-2') }).jsonBody({ ...selection, ...guest, clientEmail: 'dana' }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'clientEmail: Expected a valid email address', 'clientEmail')))
      .executeTest(async (server) => {
        const result = await orders(server.url).createOrder('tickets', { ...selection, ...guest, clientEmail: 'dana' }, 'tickets-seed-2');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  it('GET ticket-order/{id} answers the order', () =>
    pact
      .addInteraction()
      .given('a ticket order exists')
      .uponReceiving('a request for a ticket order')
      .withRequest('GET', pathFromState('/ticket-order/${ticketOrderId}', '/ticket-order/order-t-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(stateOrder))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('tickets', 'order-t-1')).toMatchObject({ ok: true, value: decodedDetails('order-t-1', 5000) });
      }));

  it('GET ticket-order/{id} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown ticket order')
      .withRequest('GET', '/ticket-order/no-such-order', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A ticket order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('tickets', 'no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST confirm-ticket-order/{orderId} confirms the order', () =>
    pact
      .addInteraction()
      .given('a ticket order exists')
      .uponReceiving('a confirmation of a ticket order')
      .withRequest('POST', pathFromState('/confirm-ticket-order/${ticketOrderId}', '/confirm-ticket-order/order-t-1'), (b) => b.headers(bearer).jsonBody({ orderId: stateOrderId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateOrderId, status: 'Confirmed' } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('tickets', 'order-t-1')).toEqual({ ok: true, value: { orderId: 'order-t-1', status: 'Confirmed' } });
      }));

  it('POST confirm-ticket-order/{orderId} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a confirmation of an unknown ticket order')
      .withRequest('POST', '/confirm-ticket-order/no-such-order', (b) => b.headers(bearer).jsonBody({ orderId: 'no-such-order' }))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A ticket order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('tickets', 'no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});

describe('ticket booking contract', () => {
  const attendee = (id: unknown, orderId: unknown) => ({ _id: id, orderId, ...otherGuest });
  /** What the order's id alone opens: the guest's name, never their e-mail or phone (docs/api-read-exposure.md). */
  const nameOnly = (id: unknown, orderId: unknown) => ({ _id: id, orderId, name: otherGuest.name });

  it("GET ticket-attendee/{id} answers the guests of an order, names only, to whoever holds the order's id", () =>
    pact
      .addInteraction()
      .given('a ticket order with a guest exists')
      .uponReceiving('a request for the guests of a ticket order')
      .withRequest('GET', pathFromState('/ticket-attendee/${ticketOrderId}', '/ticket-attendee/order-t-2'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: guestOrderId, eventId: 'event-up-1', guestsAllowed: integer(2), attendees: [nameOnly(attendeeId, guestOrderId)] } }))
      .executeTest(async (server) => {
        expect(await booking(server.url).attendees('order-t-2')).toEqual({
          ok: true,
          value: { orderId: 'order-t-2', eventId: 'event-up-1', guestsAllowed: 2, attendees: [{ _id: 'guest-1', orderId: 'order-t-2', name: 'Sam Other' }] },
        });
      }));

  it("GET ticket-attendee/{id}?secret= answers every guest's e-mail and phone to the buyer", () =>
    pact
      .addInteraction()
      .given('a ticket order with a guest exists')
      .uponReceiving('a request for the guests of a ticket order with its order secret')
      .withRequest('GET', pathFromState('/ticket-attendee/${ticketOrderId}', '/ticket-attendee/order-t-2'), (b) =>
        b.headers(bearer).query({ secret: guestSecret }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: guestOrderId, eventId: 'event-up-1', guestsAllowed: integer(2), attendees: [attendee(attendeeId, guestOrderId)] } }))
      .executeTest(async (server) => {
        const result = await booking(server.url).attendees('order-t-2', { secret: SECRET, keys: [] });
        expect(result).toMatchObject({ ok: true, value: { attendees: [{ _id: 'guest-1', ...otherGuest }] } });
      }));

  it('GET ticket-attendee/{id} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the guests of an unknown ticket order')
      .withRequest('GET', '/ticket-attendee/no-such-order', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A ticket order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await booking(server.url).attendees('no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST attendee-info adds a guest to an order, with the key of their place', () =>
    pact
      .addInteraction()
      .given('a ticket order exists')
      .uponReceiving('a new guest of a ticket order')
      .withRequest('POST', '/attendee-info', (b) => b.headers(bearer).jsonBody({ orderId: stateOrderId, ...otherGuest, key: NEW_KEY }))
      .willRespondWith(200, (b) => b.jsonBody({ data: attendee(string('guest-8f2a'), stateOrderId) }))
      .executeTest(async (server) => {
        expect(await booking(server.url).addAttendee({ orderId: 'order-t-1', ...otherGuest, key: NEW_KEY })).toEqual({ ok: true, value: { _id: 'guest-8f2a', orderId: 'order-t-1', ...otherGuest } });
      }));

  it('POST attendee-info answers 422 for an invalid phone number', () =>
    pact
      .addInteraction()
      .given('a ticket order exists')
      .uponReceiving('a new guest with an invalid phone number')
      .withRequest('POST', '/attendee-info', (b) => b.headers(bearer).jsonBody({ orderId: stateOrderId, ...otherGuest, phoneNumber: '12' }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'phoneNumber: Expected a phone number in international format', 'phoneNumber')))
      .executeTest(async (server) => {
        expect(await booking(server.url).addAttendee({ orderId: 'order-t-1', ...otherGuest, phoneNumber: '12' })).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  it('GET api/ticketBooking/getBookingAttendee/{id} answers one guest, their name only without their key', () =>
    pact
      .addInteraction()
      .given('a ticket order with a guest exists')
      .uponReceiving('a request for one guest of a ticket booking')
      .withRequest('GET', pathFromState('/api/ticketBooking/getBookingAttendee/${attendeeId}', '/api/ticketBooking/getBookingAttendee/guest-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: nameOnly(attendeeId, guestOrderId) }))
      .executeTest(async (server) => {
        expect(await booking(server.url).attendee('guest-1')).toEqual({ ok: true, value: { _id: 'guest-1', orderId: 'order-t-2', name: 'Sam Other' } });
      }));

  it("GET api/ticketBooking/getBookingAttendee/{id}?keys= answers the guest's own e-mail and phone to their place's key", () =>
    pact
      .addInteraction()
      .given('a ticket order with a guest exists')
      .uponReceiving("a request for one guest of a ticket booking with their place's key")
      .withRequest('GET', pathFromState('/api/ticketBooking/getBookingAttendee/${attendeeId}', '/api/ticketBooking/getBookingAttendee/guest-1'), (b) =>
        b.headers(bearer).query({ keys: placeKey }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: attendee(attendeeId, guestOrderId) }))
      .executeTest(async (server) => {
        expect(await booking(server.url).attendee('guest-1', { secret: null, keys: [PLACE_KEY] })).toEqual({ ok: true, value: { _id: 'guest-1', orderId: 'order-t-2', ...otherGuest } });
      }));

  it('GET api/ticketBooking/getBookingAttendee/{id} answers 404 for an unknown guest', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown guest of a ticket booking')
      .withRequest('GET', '/api/ticketBooking/getBookingAttendee/no-such-guest', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A guest with this id was not found.')))
      .executeTest(async (server) => {
        expect(await booking(server.url).attendee('no-such-guest')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST api/ticketBooking/editAttendeeGroup replaces the guests of an order for the buyer with the order secret', () =>
    pact
      .addInteraction()
      .given('a ticket order with a guest exists')
      .uponReceiving('an edit of the guests of a ticket booking with its order secret')
      .withRequest('POST', '/api/ticketBooking/editAttendeeGroup', (b) =>
        b.headers(bearer).jsonBody({ orderId: guestOrderId, attendees: [{ _id: attendeeId, ...otherGuest, name: 'Sam Renamed' }], secret: guestSecret }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { orderId: guestOrderId, eventId: 'event-up-1', guestsAllowed: integer(2), attendees: [{ ...attendee(attendeeId, guestOrderId), name: 'Sam Renamed' }] } }),
      )
      .executeTest(async (server) => {
        const result = await booking(server.url).editAttendees({ orderId: 'order-t-2', attendees: [{ _id: 'guest-1', ...otherGuest, name: 'Sam Renamed' }], secret: SECRET });
        expect(result).toMatchObject({ ok: true, value: { attendees: [{ _id: 'guest-1', name: 'Sam Renamed', email: 'sam@example.com' }] } });
      }));

  it("POST api/ticketBooking/editAttendeeGroup lets a guest correct their own place with its key", () =>
    pact
      .addInteraction()
      .given('a ticket order with a guest exists')
      .uponReceiving("a guest's correction of their own place with its key")
      .withRequest('POST', '/api/ticketBooking/editAttendeeGroup', (b) =>
        b.headers(bearer).jsonBody({ orderId: guestOrderId, attendees: [{ _id: attendeeId, ...otherGuest, email: 'sam.other@example.com' }], keys: [placeKey] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { orderId: guestOrderId, eventId: 'event-up-1', guestsAllowed: integer(2), attendees: [{ ...attendee(attendeeId, guestOrderId), email: 'sam.other@example.com' }] } }),
      )
      .executeTest(async (server) => {
        const result = await booking(server.url).editAttendees({
          orderId: 'order-t-2',
          attendees: [{ _id: 'guest-1', ...otherGuest, email: 'sam.other@example.com' }],
          keys: [PLACE_KEY],
        });
        expect(result).toMatchObject({ ok: true, value: { attendees: [{ _id: 'guest-1', email: 'sam.other@example.com' }] } });
      }));

  it('POST api/eventTickets/validate-promoter grants a known promoter discount', () =>
    pact
      .addInteraction()
      .given('a ticket promoter exists', { promoterIGname: 'djnova' })
      .uponReceiving('a ticket promoter code check of a known promoter')
      .withRequest('POST', '/api/eventTickets/validate-promoter', (b) => b.headers(bearer).jsonBody({ promoterIGname: 'djnova', type: 'ticket', eventId: 'event-up-1' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: { promotionId: fromState('promotionId', 'promo-t-1'), discountType: '%', discountAmount: 10 } }))
      .executeTest(async (server) => {
        expect(await booking(server.url).validatePromoter('djnova', 'event-up-1')).toEqual({
          ok: true,
          value: { success: true, data: { promotionId: 'promo-t-1', discountType: '%', discountAmount: 10 } },
        });
      }));

  it('POST api/eventTickets/validate-promoter answers success false for an unknown code', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a ticket promoter code check of an unknown promoter')
      .withRequest('POST', '/api/eventTickets/validate-promoter', (b) => b.headers(bearer).jsonBody({ promoterIGname: 'nobody-at-all', type: 'ticket', eventId: 'event-up-1' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: false }))
      .executeTest(async (server) => {
        expect(await booking(server.url).validatePromoter('nobody-at-all', 'event-up-1')).toEqual({ ok: true, value: { success: false } });
      }));

  it('POST api/ticketBooking/addBooking creates a ticket order under its idempotency key', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('no unpaid order holds seats of the event', { eventId: 'event-up-1' })
      .uponReceiving('a new ticket booking')
      .withRequest('POST', '/api/ticketBooking/addBooking', (b) => b.headers({ ...bearer, ...idempotencyHeader('booking-seed-1') }).jsonBody({ ...selection, ...guest }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('tickets-9d1e'), orderSecret } }))
      .executeTest(async (server) => {
        expect(await booking(server.url).addBooking({ ...selection, ...guest }, 'booking-seed-1')).toEqual({ ok: true, value: { orderId: 'tickets-9d1e', orderSecret: ORDER_SECRET_EXAMPLE } });
      }));

  it('POST api/ticketBooking/addBooking answers 404 naming eventId for an unknown event', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new ticket booking for an unknown event')
      .withRequest('POST', '/api/ticketBooking/addBooking', (b) =>
        b.headers({ ...bearer, ...idempotencyHeader('booking-seed-2') }).jsonBody({ ...selection, eventId: 'no-such-event', ...guest }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'An event with this id was not found.', 'eventId')))
      .executeTest(async (server) => {
        expect(await booking(server.url).addBooking({ ...selection, eventId: 'no-such-event', ...guest }, 'booking-seed-2')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('GET api/ticketBooking/getBooking/{id} answers the ticket order', () =>
    pact
      .addInteraction()
      .given('a ticket order exists')
      .uponReceiving('a request for a ticket booking')
      .withRequest('GET', pathFromState('/api/ticketBooking/getBooking/${ticketOrderId}', '/api/ticketBooking/getBooking/order-t-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(stateOrder))
      .executeTest(async (server) => {
        expect(await booking(server.url).booking('order-t-1')).toMatchObject({ ok: true, value: { orderId: 'order-t-1', kind: 'tickets', total: 5000 } });
      }));

  it('GET api/ticketBooking/getBooking/{id} answers 404 for an unknown booking', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown ticket booking')
      .withRequest('GET', '/api/ticketBooking/getBooking/no-such-order', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A ticket order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await booking(server.url).booking('no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('GET api/ticketBooking/bookingPayment/{id} answers what is due', () =>
    pact
      .addInteraction()
      .given('a ticket order exists')
      .uponReceiving('a request for the payment of a ticket booking')
      .withRequest('GET', pathFromState('/api/ticketBooking/bookingPayment/${ticketOrderId}', '/api/ticketBooking/bookingPayment/order-t-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateOrderId, status: 'Pending', total: like(50), amountDue: like(50), paid: false, paidAt: null, invoice: null } }))
      .executeTest(async (server) => {
        expect(await booking(server.url).bookingPayment('order-t-1')).toEqual({
          ok: true,
          value: { orderId: 'order-t-1', status: 'Pending', total: 5000, amountDue: 5000, paid: false, paidAt: null, invoice: null },
        });
      }));

  it('GET api/ticketBooking/bookingPayment/{id} answers 404 for an unknown booking', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the payment of an unknown ticket booking')
      .withRequest('GET', '/api/ticketBooking/bookingPayment/no-such-order', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A ticket order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await booking(server.url).bookingPayment('no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
