import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { visibleCatalog } from './bottle-catalog';
import { checkoutQuote, prepareBottleCheckout, type CheckoutOrder } from './bottle-checkout-order';
import { BottleOrderPayload } from './bottle-order.schema';
import { buildBottleOrderPayload } from './bottle-order-payload';
import { loadBottleSelection, saveBottleSelection } from './bottle-storage';
import { c, catalog, dollarOff, fakePhone, MemoryStorage, taxedSettings, validForm } from '../testing/bottle-test-fixtures';

function exampleOrder(): CheckoutOrder {
  const storage = new MemoryStorage();
  saveBottleSelection(
    storage,
    { guests: 4, date: { year: 2031, month: 5, day: 9 }, time: '11:00 PM', cart: { 'grey-goose': 1, moet: 1 } },
    { subtotal: c(47000), tableMinimum: c(40000) },
  );
  const prepared = prepareBottleCheckout(loadBottleSelection(storage), visibleCatalog(catalog), taxedSettings);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.value;
}

describe('buildBottleOrderPayload', () => {
  const order = exampleOrder();
  const promoter = dollarOff(2500);
  const quote = checkoutQuote(order, taxedSettings, promoter);
  const client = { userAgent: 'PC', ip: '203.0.113.9' } as const;

  it('fills every field of the payload, amounts in the major unit', () => {
    const payload = buildBottleOrderPayload({
      form: { ...validForm, promoterIGname: 'promo_king' },
      order,
      quote,
      settings: taxedSettings,
      promoter,
      client,
      phone: fakePhone,
      exponent: 2,
    });
    expect(payload).toEqual({
      ok: true,
      value: {
        items: [
          { bottleId: 'grey-goose', quantity: 1, price: 275 },
          { bottleId: 'moet', quantity: 1, price: 195 },
        ],
        totalPrice: 533.72,
        subTotal: 470,
        promo: 10,
        noOfGuests: 4,
        bottleDate: '05/09/2031',
        bottleTime: '11:00 PM',
        clientName: 'Alice Doe',
        clientEmail: 'alice@example.com',
        clientPhoneNumber: '+12125550147',
        clientBirthDateMonth: '03',
        clientBirthDateDay: '7',
        mailingListSubscribe: true,
        birthDate: '03/07',
        clientAddress: '1 Main Street',
        gender: 'Female',
        city: 'New York',
        zipCode: '10001',
        specialRequest: '',
        IGname: '@alice',
        promoterIGname: 'promo_king',
        status: 'Pending',
        userAgent: 'PC',
        ip: '203.0.113.9',
        promotionId: 'promo-1',
        promoterDiscount: 25,
      },
    });
    expect(payload.ok && decodeWith(BottleOrderPayload, 'POST api/shopping/addBottleOrder')(payload.value).ok).toBe(true);
  });

  it('sends no promotion and a null promo when there is neither', () => {
    const plain = checkoutQuote(order, { ...taxedSettings, bottlesDiscount: 0 as never }, null);
    const payload = buildBottleOrderPayload({
      form: validForm,
      order,
      quote: plain,
      settings: { bottlesDiscount: 0 as never },
      promoter: null,
      client,
      phone: fakePhone,
      exponent: 2,
    });
    expect(payload).toMatchObject({ ok: true, value: { promo: null, promotionId: null, promoterDiscount: 0, totalPrice: 605.72 } });
  });

  it('refuses an invalid form with its field errors', () => {
    const payload = buildBottleOrderPayload({
      form: { ...validForm, city: '' },
      order,
      quote,
      settings: taxedSettings,
      promoter,
      client,
      phone: fakePhone,
      exponent: 2,
    });
    expect(payload).toEqual({ ok: false, error: [{ field: 'city', placeholder: 'City', reason: 'required' }] });
  });
});

describe('BottleOrderPayload schema', () => {
  it('rejects a malformed order', () => {
    const decode = decodeWith(BottleOrderPayload, 'POST api/shopping/addBottleOrder');
    expect(decode({})).toMatchObject({ ok: false });
    expect(decode({ items: [{ bottleId: 'a', quantity: -1, price: 5 }] })).toMatchObject({
      ok: false,
      error: { path: 'items[0].quantity' },
    });
  });
});
