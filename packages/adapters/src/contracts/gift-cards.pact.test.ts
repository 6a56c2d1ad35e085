// Contracts of gift cards: submit-gift-card, gift-card/{id}, confirm-gift-card-order/{orderId}.
// There is no price check call: the card's value is its price, checked without a request.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createOrdersHttp } from '../http/orders.http';
import { decodedDetails, errorBody, idempotencyHeader, orderDetails, pricedLine } from '../testing/order-pact-bodies';
import { fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { string } = MatchersV3;
const pact = venuePact();
const orders = (url: string) => createOrdersHttp(clientFor(url), demoExponent);

/** The id of the order 'a gift card order exists' creates. */
const stateOrderId = fromState('giftCardOrderId', 'order-g-1');
const card = { amount: 50, senderName: 'Dana Guest', senderEmail: 'dana@example.com', recipientName: 'Rory Friend', recipientEmail: 'rory@example.com', message: 'Happy birthday!' };

describe('gift card order flow contract', () => {
  it('prices a gift card at its value without a call', async () => {
    const http = orders('http://127.0.0.1:9');
    expect(await http.checkGroup('gift-cards', card)).toEqual({ ok: true, value: { total: 5000 } });
  });

  it('POST submit-gift-card creates the order under its idempotency key', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new gift card order')
      .withRequest('POST', '/submit-gift-card', (b) => b.headers({ ...bearer, ...idempotencyHeader('gift-seed-1') }).jsonBody(card))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('gift-card-7e21') } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('gift-cards', card, 'gift-seed-1')).toEqual({ ok: true, value: { orderId: 'gift-card-7e21' } });
      }));

  it('POST submit-gift-card answers 422 for a value out of range', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new gift card order of 5')
      .withRequest('POST', '/submit-gift-card', (b) => b.headers({ ...bearer, ...idempotencyHeader('gift-seed-2') }).jsonBody({ ...card, amount: 5 }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'amount: Expected a whole amount from 10 to 1000', 'amount')))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('gift-cards', { ...card, amount: 5 }, 'gift-seed-2')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  it('GET gift-card/{id} answers the order', () =>
    pact
      .addInteraction()
      .given('a gift card order exists')
      .uponReceiving('a request for a gift card order')
      .withRequest('GET', pathFromState('/gift-card/${giftCardOrderId}', '/gift-card/order-g-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(orderDetails(stateOrderId, 'gift-cards', pricedLine('gift-card', 'Gift card for Rory Friend', 1, 50), 50, { recipientName: 'Rory Friend', recipientEmail: 'rory@example.com' })))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('gift-cards', 'order-g-1')).toMatchObject({ ok: true, value: decodedDetails('order-g-1', 5000) });
      }));

  it('GET gift-card/{id} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown gift card order')
      .withRequest('GET', '/gift-card/no-such-order', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A gift card order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('gift-cards', 'no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST confirm-gift-card-order/{orderId} confirms the order', () =>
    pact
      .addInteraction()
      .given('a gift card order exists')
      .uponReceiving('a confirmation of a gift card order')
      .withRequest('POST', pathFromState('/confirm-gift-card-order/${giftCardOrderId}', '/confirm-gift-card-order/order-g-1'), (b) => b.headers(bearer).jsonBody({ orderId: stateOrderId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateOrderId, status: 'Confirmed' } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('gift-cards', 'order-g-1')).toEqual({ ok: true, value: { orderId: 'order-g-1', status: 'Confirmed' } });
      }));

  it('POST confirm-gift-card-order/{orderId} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a confirmation of an unknown gift card order')
      .withRequest('POST', '/confirm-gift-card-order/no-such-order', (b) => b.headers(bearer).jsonBody({ orderId: 'no-such-order' }))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A gift card order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('gift-cards', 'no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
