// Contracts of "find my orders" (docs/product.md#find-my-orders): the ask, answered alike for an address with orders
// and one without; the mailed link's list of the address's orders with their codes (a confirmed reservation with its
// cancel link's key), refused past its time or when forged; and the order answer's `mailedTo`, which the confirmation shows (a backend that sends no mail leaves it out).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createMyOrdersHttp } from '../http/my-orders.http';
import { createOrderLookupHttp } from '../http/order-lookup.http';
import { errorBody, isoInstant, orderDetails, pricedLine } from '../testing/order-pact-bodies';
import { dateFromState, fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, number, regex, string } = MatchersV3;
const pact = venuePact();
const myOrders = (url: string) => createMyOrdersHttp(clientFor(url), demoExponent);

const asked = { data: { sent: true } };
const TOKEN = 'ZjNhOWMxZTItN2I0ZC00YzNlLWE5ZjEtMGQyYzNiNGE1ZTZm.1907964000.q0c8Z3v1Jm2pX9yRk4TgWbN6sLhUe7DfA5iQoC1MzP0';
const EXPIRED = 'YjdlMmQ0YzEtOWE4Zi00ZTNiLWIxYzAtNWQ2ZTdmOGE5YjBj.1907704800.Lr4nW8sX2cV6bN0mQ5tY9uI3oP7aS1dF4gH8jK2zX6c';
/** The right shape, but no venue signed it. */
const FORGED = 'Tm8tc3VjaC1saW5rLWF0LWFsbC1mcm9tLXRoaXMtdmVudWU.1907964000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const link = (example: string) => regex(/^[A-Za-z0-9_-]{22,64}$/, example);
/** The reservation's cancel key as the venue signs it (any text of the venue's making: the list only passes it on). */
const CANCEL_KEY = 'cmVzZXJ2YXRpb25zLXBhY3QtOQ.-.c2lnbmVkLWJ5LXRoZS12ZW51ZS1mb3ItdGhpcy1vbmU';

describe('find my orders contract', () => {
  it('POST my-orders answers 202 for an address with paid orders: the link goes by mail', () =>
    pact
      .addInteraction()
      .given('a paid ticket order with guest codes exists')
      .uponReceiving('an ask for the orders of an address that has some')
      .withRequest('POST', '/my-orders', (b) => b.headers(bearer).jsonBody({ email: 'dana@example.com' }))
      .willRespondWith(202, (b) => b.jsonBody(asked))
      .executeTest(async (server) => {
        expect(await myOrders(server.url).askForLink({ email: 'dana@example.com' })).toEqual({ ok: true, value: undefined });
      }));

  it('POST my-orders answers an address without orders the very same, so the answer tells nobody who has ordered', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('an ask for the orders of an address that has none')
      .withRequest('POST', '/my-orders', (b) => b.headers(bearer).jsonBody({ email: 'nobody@example.com' }))
      .willRespondWith(202, (b) => b.jsonBody(asked))
      .executeTest(async (server) => {
        expect(await myOrders(server.url).askForLink({ email: 'nobody@example.com' })).toEqual({ ok: true, value: undefined });
      }));

  it('POST my-orders answers 422 naming email for text that is not an address', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('an ask for the orders of something that is not an address')
      .withRequest('POST', '/my-orders', (b) => b.headers(bearer).jsonBody({ email: 'dana@' }))
      .willRespondWith(422, (b) => b.jsonBody({ error: { code: 'invalid_input', message: string('email: Expected a valid email address'), field: 'email' } }))
      .executeTest(async (server) => {
        // The form refuses it first; the venue refuses it anyway.
        expect(await myOrders(server.url).askForLink({ email: 'dana@' })).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  it("GET my-orders/{token} answers the address's settled orders, each with its guests' own code links, a reservation ahead with its cancel key", () =>
    pact
      .addInteraction()
      .given('a find-my-orders link to paid tickets and a reservation exists')
      .uponReceiving('a request for the orders a mailed link opens')
      .withRequest('GET', pathFromState('/my-orders/${myOrdersToken}', `/my-orders/${TOKEN}`), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: {
            expiresAt: isoInstant('2030-06-16T18:00:00.000Z'),
            orders: [
              {
                orderId: fromState('reservationId', 'reservations-pact-9'),
                kind: 'reservations',
                status: 'Confirmed',
                eventName: null,
                night: dateFromState('reservationDay', '2030-06-22'),
                total: null,
                createdAt: isoInstant(),
                invoice: null,
                codes: [{ guestName: 'Dana Guest', label: 'Table', linkToken: link('VGFibGUtbGluay10b2tlbi0wMw') }],
                cancelLink: fromState('cancelLink', CANCEL_KEY),
              },
              {
                orderId: fromState('ticketOrderId', 'order-t-9'),
                kind: 'tickets',
                status: 'Paid',
                eventName: string('Friday Night Live'),
                night: dateFromState('night', '2030-06-20'),
                total: number(50),
                createdAt: isoInstant(),
                invoice: regex(/^invoices\/pdf\/[A-Za-z0-9_.-]+$/, 'invoices/pdf/inv-demo.pdf'),
                codes: [
                  { guestName: 'Dana Guest', label: 'General Admission', linkToken: fromState('linkToken', 'S2n0bXBsZS1saW5rLXRva2VuLTAx') },
                  { guestName: string('Guest 2 of Dana Guest'), label: 'General Admission', linkToken: link('U2Vjb25kLWxpbmstdG9rZW4tMDI') },
                ],
              },
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await myOrders(server.url).ordersOf(TOKEN)).toMatchObject({
          ok: true,
          value: {
            orders: [
              {
                orderId: 'reservations-pact-9',
                kind: 'reservations',
                status: 'Confirmed',
                night: '2030-06-22',
                total: null,
                codes: [{ label: 'Table', linkToken: 'VGFibGUtbGluay10b2tlbi0wMw' }],
                cancelLink: CANCEL_KEY,
              },
              {
                orderId: 'order-t-9',
                kind: 'tickets',
                night: '2030-06-20',
                total: 5000,
                invoice: 'invoices/pdf/inv-demo.pdf',
                codes: [{ guestName: 'Dana Guest', linkToken: 'S2n0bXBsZS1saW5rLXRva2VuLTAx' }, { label: 'General Admission' }],
              },
            ],
          },
        });
      }));

  it('GET my-orders/{token} answers 410 link_expired for a link past its time', () =>
    pact
      .addInteraction()
      .given('a find-my-orders link past its time exists')
      .uponReceiving('a request for the orders of a link past its time')
      .withRequest('GET', pathFromState('/my-orders/${expiredToken}', `/my-orders/${EXPIRED}`), (b) => b.headers(bearer))
      .willRespondWith(410, (b) => b.jsonBody(errorBody('link_expired', 'This link has expired. Ask for a new one.')))
      .executeTest(async (server) => {
        expect(await myOrders(server.url).ordersOf(EXPIRED)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 410 } });
      }));

  it('GET my-orders/{token} answers 404 for a link the venue never signed', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the orders of a forged link')
      .withRequest('GET', `/my-orders/${FORGED}`, (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'This link was not found.')))
      .executeTest(async (server) => {
        expect(await myOrders(server.url).ordersOf(FORGED)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});

describe('where the mail went', () => {
  it("GET ticket-order/{id} answers mailedTo, the buyer's address masked, once the venue queued their mail", () =>
    pact
      .addInteraction()
      .given("a paid ticket order whose buyer's mail is queued exists")
      .uponReceiving("a request for a paid ticket order whose buyer's mail is queued")
      .withRequest('GET', pathFromState('/ticket-order/${ticketOrderId}', '/ticket-order/order-t-mailed'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => {
        const pending = orderDetails(fromState('ticketOrderId', 'order-t-mailed'), 'tickets', pricedLine('event-up-1-ga', 'General Admission', 2, 25), 50, {
          eventId: 'event-up-1',
        });
        b.jsonBody({
          data: {
            ...pending.data,
            details: like({ eventId: 'event-up-1' }),
            status: 'Paid',
            amountDue: number(50),
            paidAt: isoInstant(),
            invoice: regex(/^invoices\/pdf\/[A-Za-z0-9_.-]+$/, 'invoices/pdf/inv-demo.pdf'),
            mailedTo: 'd…@example.com',
          },
        });
      })
      .executeTest(async (server) => {
        const found = await createOrderLookupHttp(clientFor(server.url), demoExponent).lookUp('tickets', 'order-t-mailed');
        expect(found).toMatchObject({ ok: true, value: { orderId: 'order-t-mailed', status: 'Paid', mailedTo: 'd…@example.com' } });
      }));
});
