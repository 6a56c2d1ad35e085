// The adapters read money in the venue's own minor unit (docs/decisions.md#money-in-minor-units): general-info first,
// then each answer with its currency's decimals; nothing that carries money is sent while the currency is unknown.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { minorPerMajor } from '@venue/core/money/currency-exponent';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { err, ok } from '@venue/core/shared/result';
import { createContentHttp } from './content.http';
import { exponentFromGeneralInfo, fixedExponent, withExponent } from './money-exponent';
import { createOrderLookupHttp } from './order-lookup.http';
import { createSessionHttp } from './session.http';
import { startTestVenueServer, type TestVenueServer } from '../testing/test-venue-server';

const venueIn = (general: Partial<VenueGeneralInfo['general']>) => ({ _id: 'v1', name: 'Velvet Room', general }) as VenueGeneralInfo;
const offline = { _tag: 'NetworkError', message: 'offline' } as const;

describe('exponentFromGeneralInfo', () => {
  it('takes the decimals of the currency general-info names, else of the site’s VENUE_CURRENCY, else of the symbol', async () => {
    expect(await exponentFromGeneralInfo(async () => ok(venueIn({ currency: '¥', currencyCode: 'JPY' })), undefined)()).toEqual(ok(0));
    expect(await exponentFromGeneralInfo(async () => ok(venueIn({ currency: 'KD' })), 'KWD')()).toEqual(ok(3));
    expect(await exponentFromGeneralInfo(async () => ok(venueIn({ currency: '₩' })), undefined)()).toEqual(ok(0));
    expect(await exponentFromGeneralInfo(async () => ok(venueIn({ currency: '$' })), undefined)()).toEqual(ok(2));
  });

  it('reads general-info once, but asks again after a failed read, whose error it answers', async () => {
    const answers = [err(offline), ok(venueIn({ currencyCode: 'JPY' })), ok(venueIn({ currencyCode: 'EUR' }))];
    let reads = 0;
    const exponent = exponentFromGeneralInfo(async () => answers[reads++] ?? err(offline), undefined);
    expect(await exponent()).toEqual(err(offline));
    expect(await exponent()).toEqual(ok(0));
    expect(await exponent()).toEqual(ok(0));
    expect(reads).toBe(2);
  });

  it('reads nothing when the page was drawn with the exponent', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return ok(venueIn({ currencyCode: 'EUR' }));
    };
    const exponent = exponentFromGeneralInfo(read, undefined, 0);
    expect(await exponent()).toEqual(ok(0));
    expect(reads).toBe(0);
  });

  it('sends nothing while the currency cannot be read', async () => {
    let sent = false;
    const answer = await withExponent(
      () => Promise.resolve(err(offline)),
      () => {
        sent = true;
        return Promise.resolve(ok(1));
      },
    );
    expect(answer).toEqual(err(offline));
    expect(sent).toBe(false);
  });
});

let venue: TestVenueServer;
beforeAll(async () => {
  venue = await startTestVenueServer();
});
afterAll(() => venue.close());
beforeEach(() => {
  venue.seen.length = 0;
  venue.routes = {};
});

const kinds = [
  { code: 'JPY', exponent: 0 },
  { code: 'USD', exponent: 2 },
  { code: 'KWD', exponent: 3 },
] as const;

const menuItem = (price: number) => ({
  _id: 'd1',
  name: 'Negroni',
  description: '',
  category: 'Cocktails',
  price,
  serving: null,
  image: null,
});

describe('adapters in currencies of each kind', () => {
  it('property: a drink menu price in the major unit arrives in the currency’s minor units', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 50_000_000 }), async (kind, amount) => {
        venue.routes = { 'GET /menu-items': { status: 200, body: { data: [menuItem(amount / minorPerMajor(kind.exponent))] } } };
        const content = createContentHttp(venue.client(), fixedExponent(kind.exponent));
        const answer = await content.drinkMenu();
        expect(answer.ok && answer.value[0]?.price).toBe(amount);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a yen price with decimals, as a bad answer and not a rounded one', async () => {
    venue.routes = { 'GET /menu-items': { status: 200, body: { data: [menuItem(19.5)] } } };
    expect(await createContentHttp(venue.client(), fixedExponent(0)).drinkMenu()).toMatchObject({ ok: false });
    expect(await createContentHttp(venue.client(), fixedExponent(2)).drinkMenu()).toMatchObject({ ok: true, value: [{ price: 1950 }] });
  });

  it('reads an order to pay in the exponent general-info gives', async () => {
    venue.routes = {
      'GET /general-info': { status: 200, body: { data: venueIn({ currency: 'KD', currencyCode: 'KWD' }) } },
      'GET /ticket-order/o1': {
        status: 200,
        body: {
          data: {
            orderId: 'o1',
            kind: 'tickets',
            status: 'Pending',
            lines: [],
            subTotal: 1.5,
            tax: 0,
            serviceCharge: 0,
            discount: 0,
            total: 1.5,
            amountDue: 1.5,
            details: {},
            createdAt: '2030-06-15T20:00:00.000Z',
            paidAt: null,
            invoice: null,
          },
        },
      },
    };
    const client = venue.client();
    const exponent = exponentFromGeneralInfo(createSessionHttp(client).loadGeneralInfo, undefined);
    expect(await createOrderLookupHttp(client, exponent).lookUp('tickets', 'o1')).toMatchObject({ ok: true, value: { amountDue: 1500 } });
    expect(venue.seen.map((request) => request.url)).toEqual(['/oauth/token', '/general-info', '/ticket-order/o1']);
  });
});
