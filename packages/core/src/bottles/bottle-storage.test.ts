import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBottleDraft, loadBottleSelection, saveBottleOrderOutcome, saveBottleSelection, type BottleSelection } from './bottle-storage';
import { addBottle, emptyCart, setQuantity, type Cart } from './cart';
import { c, MemoryStorage } from '../testing/bottle-test-fixtures';
import type { BottleQuote } from './bottle-pricing';

const selection: BottleSelection = {
  guests: 4,
  date: { year: 2031, month: 5, day: 9 },
  time: '11:00 PM',
  cart: addBottle(addBottle(addBottle(emptyCart, 'moet'), 'grey-goose'), 'moet'),
};

describe('bottle selection in storage', () => {
  it('stores the documented keys, money in whole cents', () => {
    const storage = new MemoryStorage();
    saveBottleSelection(storage, selection, { subtotal: c(66500), tableMinimum: c(40000) });
    expect(Object.fromEntries(storage.values)).toEqual({
      bottlesIds: '["grey-goose","moet"]',
      bottlesCount: '3',
      bottlesTotalPrice: '66500',
      totalPrice: '40000',
      noOfGuests: '4',
      reservationDate: '05/09/2031',
      reservationTime: '11:00 PM',
      'bottlegrey-goose': '1',
      bottlemoet: '2',
    });
    expect(loadBottleSelection(storage)).toEqual({ ok: true, value: { ...selection, subtotal: 66500, tableMinimum: 40000 } });
  });

  it('forgets bottles dropped since the last checkout', () => {
    const storage = new MemoryStorage();
    saveBottleSelection(storage, selection, { subtotal: c(66500), tableMinimum: c(40000) });
    saveBottleSelection(storage, { ...selection, cart: { moet: 1 } }, { subtotal: c(19500), tableMinimum: c(0) });
    expect(storage.get('bottlegrey-goose')).toBeNull();
    expect(loadBottleSelection(storage)).toMatchObject({ ok: true, value: { cart: { moet: 1 } } });
  });

  it('keeps a selection in the making: a missing choice removes its key, and the rest reads back', () => {
    const storage = new MemoryStorage();
    saveBottleSelection(storage, selection, { subtotal: c(66500), tableMinimum: c(40000) });
    saveBottleSelection(
      storage,
      { guests: null, date: null, time: '11:00 PM', cart: { moet: 1 } },
      { subtotal: c(19500), tableMinimum: c(0) },
    );
    expect(storage.get('noOfGuests')).toBeNull();
    expect(storage.get('reservationDate')).toBeNull();
    expect(loadBottleDraft(storage)).toEqual({ guests: null, date: null, time: '11:00 PM', cart: { moet: 1 } });
    expect(loadBottleSelection(storage)).toMatchObject({ ok: false, error: { key: 'noOfGuests' } });
  });

  it('reads each key of a draft on its own, skipping what cannot be read', () => {
    const storage = new MemoryStorage();
    expect(loadBottleDraft(storage)).toEqual({ guests: null, date: null, time: null, cart: {} });
    saveBottleSelection(storage, selection, { subtotal: c(66500), tableMinimum: c(40000) });
    storage.set('bottlemoet', 'two');
    storage.set('reservationDate', '02/30/2031');
    expect(loadBottleDraft(storage)).toEqual({ guests: 4, date: null, time: '11:00 PM', cart: { 'grey-goose': 1 } });
    storage.set('bottlesIds', '{not json');
    expect(loadBottleDraft(storage).cart).toEqual({});
  });

  it('names the first missing or corrupt key', () => {
    const storage = new MemoryStorage();
    expect(loadBottleSelection(storage)).toEqual({ ok: false, error: { _tag: 'StoredSelectionError', key: 'bottlesIds' } });
    saveBottleSelection(storage, selection, { subtotal: c(66500), tableMinimum: c(40000) });
    storage.set('bottlemoet', '-2');
    expect(loadBottleSelection(storage)).toMatchObject({ ok: false, error: { key: 'bottlemoet' } });
    storage.set('bottlemoet', '2');
    storage.set('reservationDate', '02/30/2031');
    expect(loadBottleSelection(storage)).toMatchObject({ ok: false, error: { key: 'reservationDate' } });
    storage.set('reservationDate', '05/09/2031');
    storage.set('bottlesIds', '{not json');
    expect(loadBottleSelection(storage)).toMatchObject({ ok: false, error: { key: 'bottlesIds' } });
  });

  it('property: whatever was stored reads back the same', () => {
    const cartArb = fc.dictionary(fc.stringMatching(/^[a-f0-9]{1,8}$/), fc.integer({ min: 1, max: 99 })).map((entries) =>
      Object.entries(entries).reduce<Cart>((cart, [id, quantity]) => {
        const next = setQuantity(cart, id, quantity);
        return next.ok ? next.value : cart;
      }, emptyCart),
    );
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 1, max: 20 }), fc.nat(10_000_000), fc.nat(10_000_000), (cart, guests, subtotal, minimum) => {
        const storage = new MemoryStorage();
        const stored = { guests, date: { year: 2030, month: 12, day: 31 }, time: '1:30 AM', cart };
        saveBottleSelection(storage, stored, { subtotal: c(subtotal), tableMinimum: c(minimum) });
        expect(loadBottleSelection(storage)).toEqual({ ok: true, value: { ...stored, subtotal, tableMinimum: minimum } });
      }),
    );
  });
});

describe('saveBottleOrderOutcome', () => {
  const quote: BottleQuote = {
    bottleCount: 2,
    tableMinimum: c(40000),
    subtotal: c(47000),
    remaining: c(0),
    canCheckout: true,
    tax: { percent: 8.875 as never, amount: c(4172) },
    service: { percent: 20 as never, amount: c(9400) },
    discount: { percent: 10 as never, amount: c(4700) },
    promoterDiscount: c(2500),
    totalBeforePromoter: c(55872),
    total: c(53372),
    onLocation: null,
    depositDueNow: c(10000),
  };

  it('keeps the order response and the amounts for the payment page, and drops a stale location price', () => {
    const storage = new MemoryStorage();
    storage.set('locationPrice', '999');
    saveBottleOrderOutcome(storage, { _id: 'order-1' }, quote);
    expect(Object.fromEntries(storage.values)).toEqual({
      paymentRequest: '{"_id":"order-1"}',
      bottleTax: '4172',
      bottleService: '9400',
      bottleDiscount: '7200',
    });
  });

  it('keeps the location price when Bottles are paid on location', () => {
    const storage = new MemoryStorage();
    saveBottleOrderOutcome(
      storage,
      { _id: 'order-2' },
      {
        ...quote,
        tax: null,
        service: null,
        onLocation: { taxPercent: 8.875 as never, servicePercent: 18 as never, tax: c(3195), service: c(6480), amount: c(9675) },
      },
    );
    expect(storage.get('locationPrice')).toBe('9675');
    expect(storage.get('bottleTax')).toBe('0');
  });
});
