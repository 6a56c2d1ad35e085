// Contracts of bottle service: the bottle reads, the promoter-code check, the checkout's order call
// (api/shopping/addBottleOrder, the payload of docs/product.md#bottle-checkout field for field) and the order flow of kind
// bottles (bottles-group, new-bottle-order, bottle-order/{id}, confirm-bottle-order/{orderId}).
// Figures are the demo venue's: 350.00 Grey Goose for two guests, tax 8.875 %, service 20 %,
// bottles discount 10 %, table minimum 150.00 a guest.
import { USUAL_EXPONENT } from '@venue/core/money/currency-exponent';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bottleOrderFiguresOf } from '@venue/core/bottles/bottle-order-figures.schema';
import type { BottleOrderPayload } from '@venue/core/bottles/bottle-order.schema';
import { createBottlesHttp } from '../http/bottles.http';
import { createOrdersHttp } from '../http/orders.http';
import { mediaPath } from '../testing/demo-examples';
import { idempotencyHeader, isoInstant, ORDER_SECRET_EXAMPLE, orderSecret } from '../testing/order-pact-bodies';
import { fromState, nightFromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, string, arrayContaining } = MatchersV3;
const pact = venuePact();
const bottlesApi = (url: string) => createBottlesHttp(clientFor(url), demoExponent);
const orders = (url: string) => createOrdersHttp(clientFor(url), demoExponent);

const greyGoose = { _id: 'bottle-grey-goose', name: 'Grey Goose', price: 350, description: '1 L with mixers and juices.', bottlePhoto: '/venue-api/media/bottle-grey-goose.svg' };
const beluga = { _id: 'bottle-beluga-gold-line', name: 'Beluga Gold Line', price: null, description: '1 L. Coming soon.', bottlePhoto: '/venue-api/media/bottle-beluga-gold-line.svg' };
const jameson = { _id: 'bottle-jameson', name: 'Jameson', price: 300, description: 'Irish whiskey, 1 L.', bottlePhoto: '/venue-api/media/bottle-jameson.svg' };
const productLike = (p: typeof greyGoose | typeof beluga) => like({ ...p, bottlePhoto: mediaPath(p.bottlePhoto) });
const decodedProduct = (p: typeof greyGoose | typeof beluga | typeof jameson) => ({ ...p, price: p.price === null ? null : p.price * 100 });

/** The order of one Grey Goose for two guests, as the bottle checkout builds it (every field). */
const order: BottleOrderPayload = {
  items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 350 }],
  totalPrice: 416.07,
  subTotal: 350,
  promo: 10 as BottleOrderPayload['promo'],
  noOfGuests: 2,
  bottleDate: '06/20/2030',
  bottleTime: '11:00 PM',
  clientName: 'Dana Guest',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '+12125550123',
  clientBirthDateMonth: '03',
  clientBirthDateDay: '7',
  mailingListSubscribe: true,
  birthDate: '03/07',
  clientAddress: '1 Main Street',
  gender: 'Female',
  city: 'Brooklyn',
  zipCode: '11211',
  specialRequest: 'Sparklers, please.',
  IGname: '@dana',
  promoterIGname: '',
  status: 'Pending',
  userAgent: 'PC',
  ip: '203.0.113.9',
  promotionId: null,
  promoterDiscount: 0,
};

/** The order as the pact carries it: its night is one the state 'a night is open for bookings' answers. */
const orderOnOpenNight = (changes: Partial<BottleOrderPayload> = {}) => ({ ...order, ...changes, bottleDate: nightFromState('openNight', order.bottleDate) });

/** The venue's figures for that order, in the major unit, and decoded to cents. */
const figures = { subTotal: 350, tax: 31.07, service: 70, discount: 35, promoterDiscount: 0, totalPrice: 416.07, tableMinimum: 300, remaining: 0, depositDueNow: null, locationPrice: null };
const figuresInMinor = { subTotal: 35000, tax: 3107, service: 7000, discount: 3500, promoterDiscount: 0, totalPrice: 41607, tableMinimum: 30000, remaining: 0, depositDueNow: null, locationPrice: null };

const mismatchBody = (field: string) => ({
  error: { code: 'total_mismatch', message: string(`The order's ${field} does not match the venue's: it is 416.07. The total is 416.07.`), field, details: figures },
});

describe('bottle reads contract', () => {
  it('GET bottles-items answers the categories with their bottles, unpriced ones included', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the bottle list')
      .withRequest('GET', '/bottles-items', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: arrayContaining(like({ name: 'Vodka', products: arrayContaining(productLike(greyGoose), productLike(beluga)) })) }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).catalog()).toEqual({ ok: true, value: [{ name: 'Vodka', products: [decodedProduct(greyGoose), decodedProduct(beluga)] }] });
      }));

  it('GET api/shopping/getBottleCategories answers the categories without their bottles', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the bottle categories')
      .withRequest('GET', '/api/shopping/getBottleCategories', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: arrayContaining(like({ _id: 'category-2', name: 'Vodka' })) }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).categories()).toEqual({ ok: true, value: [{ _id: 'category-2', name: 'Vodka' }] });
      }));

  it('GET api/shopping/getGroupBottles/{id} answers one category with its bottles', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the bottles of the vodka category')
      .withRequest('GET', '/api/shopping/getGroupBottles/category-2', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: { _id: 'category-2', name: string('Vodka'), products: arrayContaining(productLike(greyGoose)) } }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).groupBottles('category-2')).toEqual({ ok: true, value: { _id: 'category-2', name: 'Vodka', products: [decodedProduct(greyGoose)] } });
      }));

  it('GET api/shopping/getGroupBottles/{id} answers 404 for an unknown category', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the bottles of an unknown category')
      .withRequest('GET', '/api/shopping/getGroupBottles/no-such-category', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody({ error: { code: 'not_found', message: string('A bottle category with this id was not found.') } }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).groupBottles('no-such-category')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST api/shopping/getBottlesByIds answers those bottles in catalog order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for two bottles by id')
      .withRequest('POST', '/api/shopping/getBottlesByIds', (b) => b.headers(bearer).jsonBody({ ids: ['bottle-jameson', 'bottle-grey-goose'] }))
      .willRespondWith(200, (b) => b.jsonBody({ data: [productLike(greyGoose), like({ ...jameson, bottlePhoto: mediaPath(jameson.bottlePhoto) })] }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).bottlesByIds(['bottle-jameson', 'bottle-grey-goose'])).toEqual({ ok: true, value: [decodedProduct(greyGoose), decodedProduct(jameson)] });
      }));
});

describe('bottle promoter code contract', () => {
  it("POST api/shopping/validate-promoter answers success with a '$' discount", () =>
    pact
      .addInteraction()
      .given('a bottle promoter code exists', { promoterIGname: 'velvet.vip', discountType: '$', discountAmount: 25 })
      .uponReceiving('a check of a valid bottle promoter code')
      .withRequest('POST', '/api/shopping/validate-promoter', (b) => b.headers(bearer).jsonBody({ promoterIGname: 'velvet.vip', type: 'bottle' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: { promotionId: fromState('promotionId', 'promo-velvet-vip'), discountType: '$', discountAmount: 25 } }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).validatePromoterCode('velvet.vip')).toEqual({
          ok: true,
          value: { success: true, data: { promotionId: 'promo-velvet-vip', discountType: '$', discountAmount: 2500 } },
        });
      }));

  it("POST api/shopping/validate-promoter answers success with a '%' discount", () =>
    pact
      .addInteraction()
      .given('a bottle promoter code exists', { promoterIGname: 'nightowl.promo', discountType: '%', discountAmount: 10 })
      .uponReceiving('a check of a valid percent bottle promoter code')
      .withRequest('POST', '/api/shopping/validate-promoter', (b) => b.headers(bearer).jsonBody({ promoterIGname: '@NightOwl.Promo', type: 'bottle' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: { promotionId: fromState('promotionId', 'promo-nightowl'), discountType: '%', discountAmount: 10 } }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).validatePromoterCode('@NightOwl.Promo')).toEqual({
          ok: true,
          value: { success: true, data: { promotionId: 'promo-nightowl', discountType: '%', discountAmount: 10 } },
        });
      }));

  it('POST api/shopping/validate-promoter answers success false for an unknown code', () =>
    pact
      .addInteraction()
      .given('no bottle promoter has the name', { promoterIGname: 'nobody.here' })
      .uponReceiving('a check of an unknown bottle promoter code')
      .withRequest('POST', '/api/shopping/validate-promoter', (b) => b.headers(bearer).jsonBody({ promoterIGname: 'nobody.here', type: 'bottle' }))
      .willRespondWith(200, (b) => b.jsonBody({ success: false }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).validatePromoterCode('nobody.here')).toEqual({ ok: true, value: { success: false } });
      }));
});

describe('bottle order contract (api/shopping/addBottleOrder)', () => {
  it('creates the order under its idempotency key and answers its _id', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a bottle order with the venue’s figures')
      .withRequest('POST', '/api/shopping/addBottleOrder', (b) => b.headers({ ...bearer, ...idempotencyHeader('checkout-7f3a-1') }).jsonBody(orderOnOpenNight()))
      .willRespondWith(200, (b) => b.jsonBody({ data: { _id: string('bottles-4c1d'), orderSecret } }))
      .executeTest(async (server) => {
        expect(await bottlesApi(server.url).createBottleOrder(order, 'checkout-7f3a-1')).toEqual({ ok: true, value: { _id: 'bottles-4c1d', orderSecret: ORDER_SECRET_EXAMPLE } });
      }));

  it('answers 422 with the correct figures when the total is not the venue’s', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a bottle order whose total does not match the venue’s')
      .withRequest('POST', '/api/shopping/addBottleOrder', (b) => b.headers({ ...bearer, ...idempotencyHeader('checkout-7f3a-2') }).jsonBody(orderOnOpenNight({ totalPrice: 400 })))
      .willRespondWith(422, (b) => b.jsonBody(mismatchBody('totalPrice')))
      .executeTest(async (server) => {
        const result = await bottlesApi(server.url).createBottleOrder({ ...order, totalPrice: 400 }, 'checkout-7f3a-2');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
        expect(!result.ok && bottleOrderFiguresOf(result.error, USUAL_EXPONENT)).toEqual(figuresInMinor);
      }));

  it('answers 409 when a price changed since the guest chose (out of date)', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a bottle order with an out-of-date unit price')
      .withRequest('POST', '/api/shopping/addBottleOrder', (b) =>
        b.headers({ ...bearer, ...idempotencyHeader('checkout-7f3a-3') }).jsonBody(orderOnOpenNight({ items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 300 }] })),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: { code: 'out_of_date', message: string('The price of a bottle has changed; please choose your bottles again.'), field: 'items[0].price' } }))
      .executeTest(async (server) => {
        const result = await bottlesApi(server.url).createBottleOrder({ ...order, items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 300 }] }, 'checkout-7f3a-3');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409 } });
      }));
});

/** The order 'a bottle order exists' creates: its id comes from the state. */
const stateOrderId = fromState('bottleOrderId', 'bottles-pact-1');
const stateOrder = {
  data: {
    orderId: stateOrderId,
    kind: 'bottles',
    status: 'Pending',
    lines: [{ itemId: 'bottle-grey-goose', name: string('Grey Goose'), quantity: 1, unitPrice: 350, lineTotal: 350 }],
    subTotal: 350,
    tax: 31.07,
    serviceCharge: 70,
    discount: 35,
    total: 416.07,
    amountDue: 416.07,
    details: {},
    createdAt: isoInstant(),
    paidAt: null,
    invoice: null,
  },
};

describe('bottle order flow contract', () => {
  it('POST bottles-group answers the venue’s figures', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a price check of one Grey Goose for two guests')
      .withRequest('POST', '/bottles-group', (b) => b.headers(bearer).jsonBody({ items: [{ bottleId: 'bottle-grey-goose', quantity: 1 }], noOfGuests: 2 }))
      .willRespondWith(200, (b) => b.jsonBody({ data: figures }))
      .executeTest(async (server) => {
        const result = await orders(server.url).checkGroup('bottles', { items: [{ bottleId: 'bottle-grey-goose', quantity: 1 }], noOfGuests: 2 });
        expect(result).toEqual({ ok: true, value: { ...figuresInMinor, total: 41607 } });
      }));

  it('POST new-bottle-order creates the order under its idempotency key', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a new bottle order')
      .withRequest('POST', '/new-bottle-order', (b) => b.headers({ ...bearer, ...idempotencyHeader('bottles-seed-1') }).jsonBody(orderOnOpenNight()))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: string('bottles-9e2f'), orderSecret } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).createOrder('bottles', order, 'bottles-seed-1')).toEqual({ ok: true, value: { orderId: 'bottles-9e2f', orderSecret: ORDER_SECRET_EXAMPLE } });
      }));

  it('POST new-bottle-order answers 422 with the correct figures for a wrong SUB TOTAL', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a night is open for bookings')
      .uponReceiving('a new bottle order whose SUB TOTAL does not match the venue’s')
      .withRequest('POST', '/new-bottle-order', (b) => b.headers({ ...bearer, ...idempotencyHeader('bottles-seed-2') }).jsonBody(orderOnOpenNight({ subTotal: 349 })))
      .willRespondWith(422, (b) => b.jsonBody(mismatchBody('subTotal')))
      .executeTest(async (server) => {
        const result = await orders(server.url).createOrder('bottles', { ...order, subTotal: 349 }, 'bottles-seed-2');
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
        expect(!result.ok && bottleOrderFiguresOf(result.error, USUAL_EXPONENT)).toEqual(figuresInMinor);
      }));

  it('GET bottle-order/{id} answers the order', () =>
    pact
      .addInteraction()
      .given('a bottle order exists')
      .uponReceiving('a request for a bottle order')
      .withRequest('GET', pathFromState('/bottle-order/${bottleOrderId}', '/bottle-order/bottles-pact-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(stateOrder))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('bottles', 'bottles-pact-1')).toMatchObject({
          ok: true,
          value: { orderId: 'bottles-pact-1', status: 'Pending', total: 41607, tax: 3107, serviceCharge: 7000, discount: 3500 },
        });
      }));

  it('GET bottle-order/{id} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown bottle order')
      .withRequest('GET', '/bottle-order/bottles-unknown', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody({ error: { code: 'not_found', message: string('A bottle order with this id was not found.') } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).fetchOrder('bottles', 'bottles-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST confirm-bottle-order/{orderId} confirms the order', () =>
    pact
      .addInteraction()
      .given('a bottle order exists')
      .uponReceiving('a confirmation of a bottle order')
      .withRequest('POST', pathFromState('/confirm-bottle-order/${bottleOrderId}', '/confirm-bottle-order/bottles-pact-1'), (b) => b.headers(bearer).jsonBody({ orderId: stateOrderId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId: stateOrderId, status: 'Confirmed' } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('bottles', 'bottles-pact-1')).toMatchObject({ ok: true, value: { orderId: 'bottles-pact-1' } });
      }));

  it('POST confirm-bottle-order/{orderId} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a confirmation of an unknown bottle order')
      .withRequest('POST', '/confirm-bottle-order/bottles-unknown', (b) => b.headers(bearer).jsonBody({ orderId: 'bottles-unknown' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: { code: 'not_found', message: string('A bottle order with this id was not found.') } }))
      .executeTest(async (server) => {
        expect(await orders(server.url).confirmOrder('bottles', 'bottles-unknown')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
