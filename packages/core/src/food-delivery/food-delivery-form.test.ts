import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { FoodOrderPayload } from '../orders/food-order.schema';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { validFoodForm } from '../testing/food-test-fixtures';
import { emptyFoodDeliveryForm, validateFoodDelivery, type FoodDeliveryForm } from './food-delivery-form';
import { foodOrderPayload } from './food-order-payload';

const text = (min: number) => fc.string({ minLength: min, maxLength: 40 }).filter((s) => s.trim().length >= min);
const validFormArb: fc.Arbitrary<FoodDeliveryForm> = fc.record({
  clientName: text(4),
  clientEmail: fc.constantFrom('dana@example.com', ' a.b@venue.co.uk ', 'x@y.io'),
  clientPhoneNumber: fc.constantFrom('+12125550123', '2125550123', '+44 20 7946 0958'),
  clientAddress: text(1),
  city: text(1),
  zipCode: fc.string({ maxLength: 10 }),
  specialRequest: fc.string({ maxLength: 1000 }),
});
const itemsArb = fc.uniqueArray(
  fc.record({ itemId: fc.constantFrom('fries', 'wings', 'burger'), quantity: fc.integer({ min: 1, max: 99 }) }),
  {
    minLength: 1,
    selector: (s) => s.itemId,
  },
);

describe('food delivery form', () => {
  it('names every missing field in form order, the cart first, each by its label', () => {
    const errors = validateFoodDelivery(emptyFoodDeliveryForm, 0, fakePhone);
    expect(errors.map((e) => e.field)).toEqual(['items', 'clientName', 'clientEmail', 'clientPhoneNumber', 'clientAddress', 'city']);
    expect(errors[0]?.placeholder).toBe('Your order');
    const formOnly = validateFoodDelivery({ ...validFoodForm, clientName: 'Ann', clientEmail: 'nope' }, 2, fakePhone);
    expect(formOnly.map((e) => [e.field, e.reason])).toEqual([
      ['clientName', 'too-short'],
      ['clientEmail', 'invalid-email'],
    ]);
    expect(formOnly[0]?.placeholder).toBe('Full Name');
  });

  it('turns every form it accepts into a payload the venue accepts (the schema both edges check)', () => {
    fc.assert(
      fc.property(validFormArb, itemsArb, (form, items) => {
        expect(validateFoodDelivery(form, items.length, fakePhone)).toEqual([]);
        const payload = foodOrderPayload(items, form, fakePhone, { userAgent: 'Mobile', ip: '' });
        expect(Schema.decodeUnknownExit(FoodOrderPayload)(payload)._tag).toBe('Success');
        expect(payload.clientPhoneNumber).toMatch(/^\+\d+$/);
        expect('ip' in payload).toBe(false);
        expect(payload.specialRequest === undefined || payload.specialRequest.trim() !== '').toBe(true);
      }),
    );
  });
});
