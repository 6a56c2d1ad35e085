import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { bottleOrderFiguresOf, BottleOrderFigures, figuresOfQuote } from './bottle-order-figures.schema';
import { BottleGroupRequest, BottleOrderPayload } from './bottle-order.schema';
import { priceBottleOrder } from './bottle-pricing';
import {
  BottleCatalogResponse,
  BottleCategoriesResponse,
  BottleGroupResponse,
  BottleProductsResponse,
  BottlesByIdsRequest,
} from './bottle-reads.schema';
import { c, dollarOff, onLocationSettings, taxedSettings } from '../testing/bottle-test-fixtures';

const wireFigures = {
  subTotal: 470,
  tax: 41.72,
  service: 94,
  discount: 47,
  promoterDiscount: 25,
  totalPrice: 533.72,
  tableMinimum: 400,
  remaining: 0,
  depositDueNow: 100,
  locationPrice: null,
};

describe('BottleOrderFigures', () => {
  it('are the figures of worked example 1 of docs/pricing.md', () => {
    const quote = priceBottleOrder({
      lines: [
        { bottleId: 'grey-goose', unitPrice: c(27500), quantity: 1 },
        { bottleId: 'moet', unitPrice: c(19500), quantity: 1 },
      ],
      guests: 4,
      settings: taxedSettings,
      promoter: dollarOff(2500),
    });
    // The wire figures (major unit) decode to exactly what core computed (cents).
    const decoded = decodeWith(BottleOrderFigures, 'figures')(wireFigures);
    expect(decoded.ok && decoded.value).toEqual({
      ...wireFigures,
      subTotal: 47000,
      tax: 4172,
      service: 9400,
      discount: 4700,
      promoterDiscount: 2500,
      totalPrice: 53372,
      tableMinimum: 40000,
      depositDueNow: 10000,
    });
    expect(quote.ok && figuresOfQuote(quote.value)).toEqual(decoded.ok && decoded.value);
  });

  it('carry the on-location price when Bottles is in neither item list', () => {
    const quote = priceBottleOrder({
      lines: [{ bottleId: 'don-julio', unitPrice: c(18000), quantity: 2 }],
      guests: 2,
      settings: onLocationSettings,
      promoter: null,
    });
    expect(quote.ok && figuresOfQuote(quote.value)).toMatchObject({ tax: 0, service: 0, totalPrice: 36000, locationPrice: 9675 });
  });

  it('are read from the details of a refused order, and only from there', () => {
    const refused = {
      _tag: 'HttpError',
      status: 422,
      message: 'mismatch',
      body: { error: { code: 'total_mismatch', message: 'mismatch', details: wireFigures } },
    } as const;
    expect(bottleOrderFiguresOf(refused, 2)).toMatchObject({ totalPrice: 53372, depositDueNow: 10000 });
    // The same wire in a dinar venue: a thousandth of a dinar per minor unit.
    expect(bottleOrderFiguresOf(refused, 3)).toMatchObject({ totalPrice: 533720, depositDueNow: 100000 });
    expect(bottleOrderFiguresOf({ ...refused, body: { error: { code: 'x', message: 'y' } } }, 2)).toBeNull();
    expect(bottleOrderFiguresOf({ _tag: 'NetworkError', message: 'offline' }, 2)).toBeNull();
    expect(bottleOrderFiguresOf({ ...refused, body: 'not json' }, 2)).toBeNull();
  });
});

describe('bottle decoders', () => {
  const decoders = [
    BottleCatalogResponse,
    BottleCategoriesResponse,
    BottleGroupResponse,
    BottleProductsResponse,
    BottleOrderFigures,
    BottleOrderPayload,
    BottleGroupRequest,
    BottlesByIdsRequest,
  ].map((schema, i) => decodeWith(schema, `schema ${i}`));

  it('return a result for any JSON, never throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const decode of decoders) expect(typeof decode(value).ok).toBe('boolean');
      }),
    );
  });

  it('name the field of a figure that is not money', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(wireFigures)), fc.constantFrom(-1, 1.234, 'ten', Number.NaN), (field, bad) => {
        const decoded = decodeWith(BottleOrderFigures, 'figures')({ ...wireFigures, [field]: bad });
        expect(decoded).toMatchObject({ ok: false, error: { path: field } });
      }),
    );
  });

  it('accept the full order payload as a price check, and refuse an empty cart or id list', () => {
    const check = decodeWith(BottleGroupRequest, 'bottles-group');
    expect(
      check({
        items: [{ bottleId: 'a', quantity: 2, price: 10 }],
        noOfGuests: 2,
        promoterIGname: 'x',
        promotionId: null,
        clientName: 'Dana Guest',
      }).ok,
    ).toBe(true);
    expect(check({ items: [], noOfGuests: 2 })).toMatchObject({ ok: false, error: { path: 'items' } });
    expect(decodeWith(BottlesByIdsRequest, 'ids')({ ids: [] })).toMatchObject({ ok: false, error: { path: 'ids' } });
    expect(decodeWith(BottlesByIdsRequest, 'ids')({ ids: Array.from({ length: 101 }, (_, i) => `b${i}`) }).ok).toBe(false);
  });
});
