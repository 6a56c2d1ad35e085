// Contracts of food delivery orders: food-items-group, new-food-order, food-order/{id},
// confirm-food-order/{orderId} (whose payload includes orderId).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createOrdersHttp } from '../http/orders.http';
import { decodedDetails, errorBody, figures, idempotencyHeader, orderDetails, pricedLine } from '../testing/order-pact-bodies';
import { fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { string, number } = MatchersV3;
const pact = venuePact();
const orders = (url: string) => createOrdersHttp(clientFor(url), demoExponent);

const basket = { items: [{ itemId: 'food-truffle-fries', quantity: 2 }] };
const delivery = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123', clientAddress: '1 Main St', city: 'New York', zipCode: '10001' };
const friesLine = pricedLine('food-truffle-fries', 'Truffle Fries', 2, 12);
/** The id of the order 'a food order exists' creates. */
const stateOrderId = fromState('foodOrderId', 'order-f-1');

describe('food order flow contract', () => {
  it('POST food-items-group prices the basket from the menu', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a price check of a food basket')
      .withRequest('POST', '/food-items-group', (b) => b.headers(bearer).jsonBody(basket))
      .willRespondWith(200, (b) => b.jsonBody({ data: { lines: [friesLine], ...figures(24), tax: number(2.13), total: number(26.13) } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).checkGroup('food', basket)).toMatchObject({ ok: true, value: { subTotal: 2400, total: 2613, tax: 213 } });
      }));

  it('POST food-items-group answers 422 for an item delivery does not sell', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a price check of an item not offered for delivery')
      .withRequest('POST', '/food-items-group', (b) => b.headers(bearer).jsonBody({ items: [{ itemId: 'food-chocolate-lava-cake', quantity: 1 }] }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'Chocolate Lava Cake is not offered for delivery.', 'items[0].itemId')))
      .executeTest(async (server) => {
        expect(await orders(server.url).checkGroup('food', { items: [{ itemId: 'food-chocolate-lava-cake', quantity: 1 }] })).toMatchObject({
          ok: false,
          error: { _tag: 'HttpError', status: 422 },
        });
      }));

  it('POST new-food-order creates the order under its idempotency key', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new food order')
      .withRequest('POST', '/new-food-order', (b) => b.headers({ ...bearer, ...idempotencyHeader('food-seed-1') }).jsonBody({ ...basket, ...delivery }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('food-51aa') } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('food', { ...basket, ...delivery }, 'food-seed-1')).toEqual({ ok: true, value: { orderId: 'food-51aa' } });
      }));

  it('POST new-food-order answers 422 naming a missing address', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a new food order without an address')
      .withRequest('POST', '/new-food-order', (b) => b.headers({ ...bearer, ...idempotencyHeader('food-seed-2') }).jsonBody({ ...basket, ...delivery, clientAddress: '' }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'clientAddress: Expected a value', 'clientAddress')))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('food', { ...basket, ...delivery, clientAddress: '' }, 'food-seed-2')).toMatchObject({
          ok: false,
          error: { _tag: 'HttpError', status: 422 },
        });
      }));

  it('GET food-order/{id} answers the order', () =>
    pact
      .addInteraction()
      .given('a food order exists')
      .uponReceiving('a request for a food order')
      .withRequest('GET', pathFromState('/food-order/${foodOrderId}', '/food-order/order-f-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(orderDetails(stateOrderId, 'food', friesLine, 24, {})))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('food', 'order-f-1')).toMatchObject({ ok: true, value: decodedDetails('order-f-1', 2400) });
      }));

  it('GET food-order/{id} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown food order')
      .withRequest('GET', '/food-order/no-such-order', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A food order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('food', 'no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST confirm-food-order/{orderId} confirms the order', () =>
    pact
      .addInteraction()
      .given('a food order exists')
      .uponReceiving('a confirmation of a food order')
      .withRequest('POST', pathFromState('/confirm-food-order/${foodOrderId}', '/confirm-food-order/order-f-1'), (b) => b.headers(bearer).jsonBody({ orderId: stateOrderId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateOrderId, status: 'Confirmed' } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('food', 'order-f-1')).toEqual({ ok: true, value: { orderId: 'order-f-1', status: 'Confirmed' } });
      }));

  it('POST confirm-food-order/{orderId} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a confirmation of an unknown food order')
      .withRequest('POST', '/confirm-food-order/no-such-order', (b) => b.headers(bearer).jsonBody({ orderId: 'no-such-order' }))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A food order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('food', 'no-such-order')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
