import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { chargeableItems, FinancialSettings } from './financial-settings.schema';

const decode = decodeWith(FinancialSettings, 'GET api/venue/getFinancialSettings');

describe('FinancialSettings', () => {
  it('decodes a full setting, amounts in the major unit becoming cents', () => {
    const result = decode({
      bottlesTimes: ['10:00 PM', '11:00 PM'],
      bottlesMinimum: 150,
      minGuestCount: 2,
      tax: 8.875,
      taxItems: ['Bottles', 'Food'],
      serviceCharge: 20,
      serviceChargeItems: ['Bottles'],
      bottlesDiscount: 10,
      bottlesDepositAmount: 99.5,
      bookingDepositAmount: 250,
      stripeKey: 'pk_test_123',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        bottlesTimes: ['10:00 PM', '11:00 PM'],
        bottlesMinimum: 15000,
        minGuestCount: 2,
        tax: 8.875,
        taxItems: ['Bottles', 'Food'],
        serviceCharge: 20,
        serviceChargeItems: ['Bottles'],
        bottlesDiscount: 10,
        bottlesDepositAmount: 9950,
        bookingDepositAmount: 25000,
        stripeKey: 'pk_test_123',
      },
    });
  });

  it('reads missing or null settings as "not configured"', () => {
    const expected = {
      bottlesTimes: [],
      bottlesMinimum: 0,
      minGuestCount: 1,
      tax: 0,
      taxItems: [],
      serviceCharge: 0,
      serviceChargeItems: [],
      bottlesDiscount: 0,
      bottlesDepositAmount: null,
      bookingDepositAmount: null,
      stripeKey: null,
    };
    expect(decode({})).toEqual({ ok: true, value: expected });
    const allNull = Object.fromEntries(Object.keys(expected).map((key) => [key, null]));
    expect(decode(allNull)).toEqual({ ok: true, value: expected });
  });

  it('rejects malformed values, naming the field', () => {
    expect(decode({ taxItems: ['Bottles', 'Hats'] })).toMatchObject({ ok: false, error: { path: 'taxItems[1]' } });
    expect(decode({ tax: -5 })).toMatchObject({ ok: false, error: { path: 'tax' } });
    expect(decode({ serviceCharge: 150 })).toMatchObject({ ok: false, error: { path: 'serviceCharge' } });
    expect(decode({ bottlesMinimum: Number.NaN })).toMatchObject({ ok: false, error: { path: 'bottlesMinimum' } });
    expect(decode({ bottlesMinimum: '100' })).toMatchObject({ ok: false, error: { path: 'bottlesMinimum' } });
    expect(decode({ minGuestCount: 0 })).toMatchObject({ ok: false, error: { path: 'minGuestCount' } });
    expect(decode({ minGuestCount: 2.5 })).toMatchObject({ ok: false, error: { path: 'minGuestCount' } });
    expect(decode({ bottlesDepositAmount: -10 })).toMatchObject({ ok: false, error: { path: 'bottlesDepositAmount' } });
    expect(decode({ bookingDepositAmount: -10 })).toMatchObject({ ok: false, error: { path: 'bookingDepositAmount' } });
    expect(decode({ bottlesTimes: ['  '] })).toMatchObject({ ok: false, error: { path: 'bottlesTimes[0]' } });
    expect(decode({ bottlesTimes: ['10:00 PM', 'late'] })).toMatchObject({ ok: false, error: { path: 'bottlesTimes[1]' } });
  });

  it('property: whatever the venue sends, decoding returns a Result and never throws', () => {
    const field = fc.oneof(fc.constant(null), fc.double(), fc.string(), fc.array(fc.constantFrom(...chargeableItems, 'Hats')));
    fc.assert(
      fc.property(fc.record({ tax: field, taxItems: field, bottlesMinimum: field, minGuestCount: field }, { requiredKeys: [] }), (body) => {
        const result = decode(body);
        if (result.ok) {
          expect(Number.isInteger(result.value.bottlesMinimum) && result.value.bottlesMinimum >= 0).toBe(true);
          expect(result.value.tax).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('encodes back to the major unit for the reference backend', () => {
    const decoded = decode({ bottlesMinimum: 150, bottlesDepositAmount: 99.5 });
    if (!decoded.ok) throw new Error('fixture must decode');
    expect(Schema.encodeSync(FinancialSettings)(decoded.value)).toMatchObject({ bottlesMinimum: 150, bottlesDepositAmount: 99.5 });
  });
});
