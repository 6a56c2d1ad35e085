// Bottle orders against the seeded demo venue: the server prices every order with core's
// priceBottleOrder from its own bottles, settings and promoter codes, and refuses figures that differ.
import fc from 'fast-check';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BottleCatalogResponse } from '@venue/core/bottles/bottle-reads.schema';
import { visibleCatalog, catalogBottles, type PricedBottle } from '@venue/core/bottles/bottle-catalog';
import { BottleOrderFigures, figuresOfQuote } from '@venue/core/bottles/bottle-order-figures.schema';
import type { BottleOrderPayload } from '@venue/core/bottles/bottle-order.schema';
import { priceBottleOrder } from '@venue/core/bottles/bottle-pricing';
import { bottleOrderBreakdown } from '@venue/core/bottles/bottle-order-breakdown';
import { OrderBreakdown } from '@venue/core/orders/order-breakdown.schema';
import { PromoterValidation, type PromoterDiscount } from '@venue/core/bottles/promoter-discount.schema';
import { majorFromMinor } from '@venue/core/money/minor-units';
import { decodeWith } from '@venue/core/shared/decode';
import { FinancialSettingsResponse, type FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let onLocation: OrderTestClient;
let bottles: readonly PricedBottle[];
let settings: FinancialSettings;
let onLocationSettings: FinancialSettings;

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  onLocation = orderTestClient(api, api.app('on-location'));
  bottles = catalogBottles(
    visibleCatalog(unwrap(decodeWith(BottleCatalogResponse, 'catalog')(await (await client.get('bottles-items')).json())).data),
  );
  settings = unwrap(
    decodeWith(FinancialSettingsResponse, 'settings')(await (await client.get('api/venue/getFinancialSettings')).json()),
  ).data;
  onLocationSettings = unwrap(
    decodeWith(FinancialSettingsResponse, 'settings')(await (await onLocation.get('api/venue/getFinancialSettings')).json()),
  ).data;
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const bottle = (id: string): PricedBottle => {
  const found = bottles.find((b) => b.id === id);
  if (!found) throw new Error(`no priced bottle ${id}`);
  return found;
};

interface Cart {
  readonly lines: readonly { readonly bottle: PricedBottle; readonly quantity: number }[];
  readonly guests: number;
  readonly promoter?: { readonly name: string; readonly discount: PromoterDiscount } | undefined;
}

/** The order payload the site would send for a cart, with core's own figures. */
function orderFor(cart: Cart, venue: FinancialSettings = settings): BottleOrderPayload {
  const quote = unwrap(
    priceBottleOrder({
      lines: cart.lines.map((l) => ({ bottleId: l.bottle.id, unitPrice: l.bottle.price, quantity: l.quantity })),
      guests: cart.guests,
      settings: venue,
      promoter: cart.promoter?.discount ?? null,
    }),
  );
  return {
    items: cart.lines.map((l) => ({ bottleId: l.bottle.id, quantity: l.quantity, price: majorFromMinor(l.bottle.price) })),
    totalPrice: majorFromMinor(quote.total),
    subTotal: majorFromMinor(quote.subtotal),
    promo: venue.bottlesDiscount > 0 ? venue.bottlesDiscount : null,
    noOfGuests: cart.guests,
    bottleDate: '06/20/2030',
    bottleTime: '11:00 PM',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
    clientBirthDateMonth: '03',
    clientBirthDateDay: '7',
    mailingListSubscribe: false,
    birthDate: '03/07',
    clientAddress: '1 Main Street',
    gender: 'Female',
    city: 'Brooklyn',
    zipCode: '11211',
    specialRequest: '',
    IGname: '',
    promoterIGname: cart.promoter?.name ?? '',
    status: 'Pending',
    userAgent: 'PC',
    ip: '203.0.113.9',
    promotionId: cart.promoter?.discount.promotionId ?? null,
    promoterDiscount: majorFromMinor(quote.promoterDiscount),
  };
}

const greyGoose = () => ({ bottle: bottle('bottle-grey-goose'), quantity: 1 });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; field?: string; details?: unknown; message: string } }).error;
const countBottleOrders = async () =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE kind = 'bottles'`))[0]?.n ?? 0;

async function promoter(name: string): Promise<PromoterDiscount> {
  const res = await client.post('api/shopping/validate-promoter', { promoterIGname: name, type: 'bottle' });
  const answer = unwrap(decodeWith(PromoterValidation, 'promoter')(await res.json()));
  if (!answer.data) throw new Error(`${name} is not a promoter`);
  return answer.data;
}

describe('bottle reads', () => {
  it('lists the categories and answers one category with its bottles, or 404', async () => {
    const categories = (await (await client.get('api/shopping/getBottleCategories')).json()) as { data: { _id: string; name: string }[] };
    expect(categories.data.map((c) => c.name)).toEqual(['Champagne', 'Vodka', 'Tequila', 'Whiskey', 'Cognac']);
    const vodka = categories.data[1]?._id ?? '';
    const group = (await (await client.get(`api/shopping/getGroupBottles/${vodka}`)).json()) as {
      data: { name: string; products: { _id: string; price: number | null }[] };
    };
    expect(group.data.name).toBe('Vodka');
    expect(group.data.products.map((p) => p._id)).toContain('bottle-grey-goose');
    expect(group.data.products.find((p) => p._id === 'bottle-beluga-gold-line')?.price).toBeNull();
    expect((await client.get('api/shopping/getGroupBottles/no-such-category')).status).toBe(404);
  });

  it('answers bottles by id in catalog order, leaving unknown ids out', async () => {
    const res = await client.post('api/shopping/getBottlesByIds', { ids: ['bottle-jameson', 'nope', 'bottle-grey-goose'] }, null);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { _id: string }[] }).data.map((b) => b._id)).toEqual(['bottle-grey-goose', 'bottle-jameson']);
    expect((await client.post('api/shopping/getBottlesByIds', { ids: [] }, null)).status).toBe(422);
  });
});

describe('validate-promoter', () => {
  it("answers a '%' and a '$' code whatever the case or a leading @, and success false for an unknown one", async () => {
    expect(await promoter('@NightOwl.Promo')).toEqual({ promotionId: 'promo-nightowl', discountType: '%', discountAmount: 10 });
    expect(await promoter('velvet.vip')).toEqual({ promotionId: 'promo-velvet-vip', discountType: '$', discountAmount: 2500 });
    const unknown = await client.post('api/shopping/validate-promoter', { promoterIGname: 'nobody', type: 'bottle' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ success: false });
    const wrongType = await client.post('api/shopping/validate-promoter', { promoterIGname: 'velvet.vip', type: 'ticket' });
    expect(wrongType.status).toBe(422);
    expect(await errorOf(wrongType)).toMatchObject({ field: 'type' });
  });
});

describe('api/shopping/addBottleOrder', () => {
  it('creates an order priced by the server and answers its _id', async () => {
    const payload = orderFor({ lines: [greyGoose()], guests: 2 });
    // 350 + 8.875% (31.07) + 20% (70) - 10% (35) = 416.07
    expect(payload.totalPrice).toBe(416.07);
    const res = await client.post('api/shopping/addBottleOrder', payload);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    const details = (await (await client.get(`bottle-order/${data._id}`)).json()) as { data: Record<string, unknown> };
    expect(details.data).toMatchObject({
      orderId: data._id,
      kind: 'bottles',
      status: 'Pending',
      subTotal: 350,
      tax: 31.07,
      serviceCharge: 70,
      discount: 35,
      total: 416.07,
      amountDue: 416.07,
    });
    expect(details.data.lines).toEqual([{ itemId: 'bottle-grey-goose', name: 'Grey Goose', quantity: 1, unitPrice: 350, lineTotal: 350 }]);
  });

  it('replays the first answer for a repeated Idempotency-Key and creates one order', async () => {
    const payload = orderFor({ lines: [{ bottle: bottle('bottle-jameson'), quantity: 2 }], guests: 3 });
    const before = await countBottleOrders();
    const first = await client.post('api/shopping/addBottleOrder', payload, 'bottle-replay-1');
    const again = await client.post('api/shopping/addBottleOrder', payload, 'bottle-replay-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await countBottleOrders()).toBe(before + 1);
    expect((await client.post('api/shopping/addBottleOrder', payload, null)).status).toBe(400);
  });

  it('refuses a total that is not the venue’s with 422 and the correct figures, storing nothing', async () => {
    const payload = orderFor({ lines: [greyGoose()], guests: 2 });
    const before = await countBottleOrders();
    const res = await client.post('api/shopping/addBottleOrder', { ...payload, totalPrice: 400 });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'total_mismatch', field: 'totalPrice' });
    expect(unwrap(decodeWith(BottleOrderFigures, 'details')(error.details))).toMatchObject({
      subTotal: 35000,
      tax: 3107,
      service: 7000,
      discount: 3500,
      totalPrice: 41607,
      tableMinimum: 30000,
    });
    expect(await countBottleOrders()).toBe(before);
    const sub = await client.post('api/shopping/addBottleOrder', { ...payload, subTotal: 349 });
    expect(await errorOf(sub)).toMatchObject({ code: 'total_mismatch', field: 'subTotal' });
  });

  it('answers 409 out of date for a changed price, a bottle no longer sold, a changed discount and a table minimum not met', async () => {
    const payload = orderFor({ lines: [greyGoose()], guests: 2 });
    const price = await client.post('api/shopping/addBottleOrder', {
      ...payload,
      items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 300 }],
    });
    expect(price.status).toBe(409);
    expect(await errorOf(price)).toMatchObject({ code: 'out_of_date', field: 'items[0].price' });
    const unsold = await client.post('api/shopping/addBottleOrder', {
      ...payload,
      items: [{ bottleId: 'bottle-ace-of-spades-gold', quantity: 1, price: 1 }],
    });
    expect(unsold.status).toBe(409);
    expect(await errorOf(unsold)).toMatchObject({ code: 'out_of_date', field: 'items[0].bottleId' });
    const promo = await client.post('api/shopping/addBottleOrder', { ...payload, promo: null });
    expect(await errorOf(promo)).toMatchObject({ code: 'out_of_date', field: 'promo' });
    // Two guests need 300.00; one Tito's is 280.50.
    const short = orderFor({ lines: [{ bottle: bottle('bottle-tito-s-handmade'), quantity: 1 }], guests: 2 });
    const minimum = await client.post('api/shopping/addBottleOrder', short);
    expect(minimum.status).toBe(409);
    expect(await errorOf(minimum)).toMatchObject({ code: 'minimum_not_met', field: 'subTotal' });
  });

  it('names the field of a bad guest count, date, time or payload', async () => {
    const payload = orderFor({ lines: [greyGoose()], guests: 2 });
    const cases: [Record<string, unknown>, string][] = [
      [{ noOfGuests: 1 }, 'noOfGuests'],
      [{ noOfGuests: 21 }, 'noOfGuests'],
      [{ bottleDate: '06/14/2030' }, 'bottleDate'],
      [{ bottleTime: '8:00 PM' }, 'bottleTime'],
      [{ status: 'Paid' }, 'status'],
      [{ clientEmail: 'not-an-email' }, 'clientEmail'],
    ];
    for (const [change, field] of cases) {
      const res = await client.post('api/shopping/addBottleOrder', { ...payload, ...change });
      expect(res.status, field).toBe(422);
      expect((await errorOf(res)).field).toBe(field);
    }
  });

  it('refuses a weekday the venue’s hours mark closed, in the venue’s words (docs/product.md#closed-days)', async () => {
    // The demo venue closes on Mondays; 06/17/2030 is one.
    const res = await client.post('api/shopping/addBottleOrder', {
      ...orderFor({ lines: [greyGoose()], guests: 2 }),
      bottleDate: '06/17/2030',
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_input', field: 'bottleDate', message: 'We are closed on Mondays.' });
  });

  it("applies a '%' and a '$' promoter code, and refuses a promotion that is not the code's", async () => {
    const percent = { name: 'nightowl.promo', discount: await promoter('nightowl.promo') };
    const withPercent = orderFor({ lines: [greyGoose()], guests: 2, promoter: percent });
    expect(withPercent.promoterDiscount).toBe(35);
    expect((await client.post('api/shopping/addBottleOrder', withPercent)).status).toBe(200);
    const fixed = { name: '@Velvet.VIP', discount: await promoter('velvet.vip') };
    const withFixed = orderFor({ lines: [greyGoose()], guests: 2, promoter: fixed });
    expect(withFixed.totalPrice).toBe(391.07);
    expect((await client.post('api/shopping/addBottleOrder', withFixed)).status).toBe(200);
    const forged = await client.post('api/shopping/addBottleOrder', { ...withFixed, promotionId: 'promo-nightowl' });
    expect(forged.status).toBe(422);
    expect(await errorOf(forged)).toMatchObject({ code: 'invalid_promoter', field: 'promoterIGname' });
    // A code the guest never validated (promotionId null) grants nothing: the full price is due.
    const unvalidated = await client.post('api/shopping/addBottleOrder', { ...withFixed, promotionId: null });
    expect(await errorOf(unvalidated)).toMatchObject({ code: 'total_mismatch', field: 'promoterDiscount' });
  });

  it('leaves tax and service to the venue and asks the deposit in the on-location variant', async () => {
    const payload = orderFor({ lines: [greyGoose()], guests: 2 }, onLocationSettings);
    expect(payload.totalPrice).toBe(315);
    const res = await onLocation.post('api/shopping/addBottleOrder', payload);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { _id: string } };
    const details = (await (await client.get(`bottle-order/${data._id}`)).json()) as { data: Record<string, unknown> };
    expect(details.data).toMatchObject({ tax: 0, serviceCharge: 0, total: 315, amountDue: 100 });
    // The tax and service paid at the venue travel with the order, each with its rate, as core priced them.
    const quote = unwrap(
      priceBottleOrder({
        lines: [{ bottleId: greyGoose().bottle.id, unitPrice: greyGoose().bottle.price, quantity: 1 }],
        guests: 2,
        settings: onLocationSettings,
        promoter: null,
      }),
    );
    expect(quote.onLocation?.amount).toBeGreaterThan(0);
    expect(details.data.breakdown).toEqual(Schema.encodeSync(OrderBreakdown)(bottleOrderBreakdown(quote)));
    // The online prices are not the on-location ones.
    expect((await client.post('api/shopping/addBottleOrder', payload)).status).toBe(422);
  });
});

describe('the order flow endpoints', () => {
  it('bottles-group answers the venue’s figures; new-bottle-order creates; confirm confirms; unknown ids are 404', async () => {
    const payload = orderFor({ lines: [greyGoose()], guests: 2 });
    const group = await client.post('bottles-group', { items: [{ bottleId: 'bottle-grey-goose', quantity: 1 }], noOfGuests: 2 }, null);
    expect(group.status).toBe(200);
    expect(unwrap(decodeWith(BottleOrderFigures, 'figures')(((await group.json()) as { data: unknown }).data))).toMatchObject({
      totalPrice: 41607,
      remaining: 0,
    });
    const created = await client.post('new-bottle-order', payload);
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { orderId: string } };
    const confirmed = await client.post(`confirm-bottle-order/${data.orderId}`, { orderId: data.orderId }, null);
    expect(await confirmed.json()).toEqual({ data: { orderId: data.orderId, status: 'Confirmed' } });
    expect((await client.get('bottle-order/bottles-unknown')).status).toBe(404);
    expect((await client.post('confirm-bottle-order/bottles-unknown', {}, null)).status).toBe(404);
  });

  it('property: for random carts the server’s figures are core’s, and an order with them is accepted exactly when the minimum is met', async () => {
    const promoters = [
      undefined,
      { name: 'brooklyn.after.dark', discount: await promoter('brooklyn.after.dark') },
      { name: 'velvet.vip', discount: await promoter('velvet.vip') },
    ];
    const cart = fc.record({
      picks: fc.uniqueArray(fc.record({ index: fc.nat({ max: bottles.length - 1 }), quantity: fc.integer({ min: 1, max: 6 }) }), {
        minLength: 1,
        maxLength: 4,
        selector: (p) => p.index,
      }),
      guests: fc.integer({ min: 2, max: 20 }),
      promoter: fc.constantFrom(...promoters),
    });
    await fc.assert(
      fc.asyncProperty(cart, async ({ picks, guests, promoter: code }) => {
        const lines = picks.map((p) => ({ bottle: bottles[p.index] as PricedBottle, quantity: p.quantity }));
        const payload = orderFor({ lines, guests, promoter: code });
        const quote = unwrap(
          priceBottleOrder({
            lines: lines.map((l) => ({ bottleId: l.bottle.id, unitPrice: l.bottle.price, quantity: l.quantity })),
            guests,
            settings,
            promoter: code?.discount ?? null,
          }),
        );
        const group = await client.post(
          'bottles-group',
          { items: payload.items, noOfGuests: guests, promoterIGname: payload.promoterIGname },
          null,
        );
        expect(unwrap(decodeWith(BottleOrderFigures, 'figures')(((await group.json()) as { data: unknown }).data))).toEqual(
          figuresOfQuote(quote),
        );
        const res = await client.post('api/shopping/addBottleOrder', payload);
        expect(res.status).toBe(quote.canCheckout ? 200 : 409);
      }),
      { numRuns: 25 },
    );
  });
});
