import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bottleCheckoutPlaceholders, emptyBottleCheckoutForm, validateBottleCheckoutForm } from './bottle-checkout-form';
import { fakePhone, validForm } from '../testing/bottle-test-fixtures';

const formOrder = Object.keys(bottleCheckoutPlaceholders);

describe('validateBottleCheckoutForm', () => {
  it('accepts a complete form', () => {
    expect(validateBottleCheckoutForm(validForm, fakePhone)).toEqual([]);
  });

  it('lists every required field of an empty form in form order, the first named by its placeholder', () => {
    const errors = validateBottleCheckoutForm(emptyBottleCheckoutForm, fakePhone);
    expect(errors.map((error) => error.field)).toEqual([
      'resClientName',
      'resClientBirthDateMonth',
      'resClientBirthDateDay',
      'clientAddress',
      'gender',
      'resClientEmail',
      'resClientPhoneNumber',
      'city',
    ]);
    expect(errors.every((error) => error.reason === 'required')).toBe(true);
    expect(errors[0]?.placeholder).toBe('Card Holder Name');
  });

  it('checks each rule of the form', () => {
    const reasonFor = (patch: Partial<typeof validForm>) =>
      validateBottleCheckoutForm({ ...validForm, ...patch }, fakePhone).map((e) => [e.field, e.reason]);
    expect(reasonFor({ resClientName: ' Al ' })).toEqual([['resClientName', 'too-short']]);
    expect(reasonFor({ resClientName: 'Alan' })).toEqual([]);
    expect(reasonFor({ resClientEmail: 'alice@' })).toEqual([['resClientEmail', 'invalid-email']]);
    expect(reasonFor({ resClientPhoneNumber: '12' })).toEqual([['resClientPhoneNumber', 'invalid-phone']]);
    expect(reasonFor({ resClientBirthDateMonth: '13' })).toEqual([['resClientBirthDateMonth', 'out-of-range']]);
    expect(reasonFor({ resClientBirthDateMonth: '3' })).toEqual([['resClientBirthDateMonth', 'out-of-range']]);
    expect(reasonFor({ resClientBirthDateDay: '32' })).toEqual([['resClientBirthDateDay', 'out-of-range']]);
    expect(reasonFor({ resClientBirthDateDay: '31' })).toEqual([]);
    expect(reasonFor({ gender: 'Unknown' })).toEqual([['gender', 'out-of-range']]);
    expect(reasonFor({ city: '  ' })).toEqual([['city', 'required']]);
    expect(reasonFor({ country: '', state: '', zipCode: '', IGname: '', specialRequest: '' })).toEqual([]);
  });

  it('property: errors come in form order, once per field, each named by its placeholder', () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('03', '7', 'Male', 'a@b.co', '2125550147', 'Alice Doe'),
    );
    fc.assert(
      fc.property(
        fc.record({
          resClientName: text,
          resClientEmail: text,
          resClientPhoneNumber: text,
          resClientBirthDateMonth: text,
          resClientBirthDateDay: text,
          clientAddress: text,
          gender: text,
          city: text,
        }),
        (patch) => {
          const errors = validateBottleCheckoutForm({ ...validForm, ...patch }, fakePhone);
          const positions = errors.map((error) => formOrder.indexOf(error.field));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          expect(new Set(positions).size).toBe(positions.length);
          for (const error of errors) expect(error.placeholder).toBe(bottleCheckoutPlaceholders[error.field]);
        },
      ),
    );
  });
});
