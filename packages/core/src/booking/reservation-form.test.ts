import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { emptyReservationForm, validateReservationForm, type ReservationFormValues } from './reservation-form';
import { ReservationPayload } from './reservation.schema';

const choice = { kind: 'reservation' as const, date: { year: 2030, month: 6, day: 20 }, time: '10:00 PM', guests: 4 };
const device = { userAgent: 'PC' as const, ip: '' };
const valid: ReservationFormValues = {
  clientName: '  Dana Guest ',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '2125550123',
  specialRequest: 'A quiet corner',
};

describe('reservation form', () => {
  it('joins the details to the night as the new-reservation payload', () => {
    const result = validateReservationForm(valid, choice, fakePhone, device);
    expect(result).toEqual({
      ok: true,
      value: {
        noOfGuests: 4,
        reservationDate: '06/20/2030',
        reservationTime: '10:00 PM',
        specialRequest: 'A quiet corner',
        clientName: 'Dana Guest',
        clientEmail: 'dana@example.com',
        clientPhoneNumber: '+12125550123',
        userAgent: 'PC',
      },
    });
    if (result.ok) expect(Schema.decodeUnknownSync(ReservationPayload)(result.value)).toEqual(result.value);
  });

  it('lists every invalid field in form order, the first for the alert', () => {
    const result = validateReservationForm({ ...emptyReservationForm, clientEmail: 'nope' }, choice, fakePhone, device);
    expect(result.ok ? [] : result.error.map((e) => [e.field, e.placeholder, e.reason])).toEqual([
      ['clientName', 'Full Name', 'required'],
      ['clientEmail', 'Contact Email', 'invalid-email'],
      ['clientPhoneNumber', 'Cell Phone', 'required'],
    ]);
  });

  it('refuses a short name, a bad phone and an over-long request', () => {
    const result = validateReservationForm(
      { ...valid, clientName: 'Al ', clientPhoneNumber: '12', specialRequest: 'x'.repeat(1001) },
      choice,
      fakePhone,
      device,
    );
    expect(result.ok ? [] : result.error.map((e) => e.reason)).toEqual(['too-short', 'invalid-phone', 'out-of-range']);
  });

  it('every payload it accepts is one the venue accepts', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string({ maxLength: 1100 }),
        fc.integer({ min: 1, max: 20 }),
        (name, email, request, guests) => {
          const result = validateReservationForm(
            { clientName: name, clientEmail: email, clientPhoneNumber: '2125550123', specialRequest: request },
            { ...choice, guests },
            fakePhone,
            device,
          );
          if (result.ok) expect(() => Schema.decodeUnknownSync(ReservationPayload)(result.value)).not.toThrow();
        },
      ),
    );
  });
});
