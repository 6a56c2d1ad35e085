import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMailingList, type MailingListFormValues } from './mailing-list-form';
import { MailingListSignup } from './mailing-list.schema';
import { birthDayChoices, birthMonthChoices } from '../forms/birth-date-field';
import type { PhonePort } from '../ports/phone.port';
import { decodeWith } from '../shared/decode';

const phone: PhonePort = {
  isValid: (raw) => /^\+?\d{10,15}$/.test(raw.replace(/[\s()-]/g, '')),
  toInternational: (raw) => (/^\+?\d{10,15}$/.test(raw.replace(/[\s()-]/g, '')) ? `+${raw.replace(/\D/g, '')}` : null),
};
const client = { userAgent: 'PC', ip: '203.0.113.9' };
const valid: MailingListFormValues = {
  clientName: 'Anna Lee',
  clientEmail: 'anna@example.com',
  clientPhoneNumber: '+44 20 7946 0958',
  birthMonth: '',
  birthDay: '',
  IGname: '@',
};

describe('mailing list validation (spec 5)', () => {
  it('builds the payload; birth date and Instagram optional', () => {
    expect(validateMailingList(valid, phone, client)).toEqual({
      ok: true,
      value: {
        clientName: 'Anna Lee',
        clientEmail: 'anna@example.com',
        clientPhoneNumber: '+442079460958',
        clientBirthDate: null,
        IGname: '',
        userAgent: 'PC',
        ip: '203.0.113.9',
      },
    });
    expect(validateMailingList({ ...valid, birthMonth: '09', birthDay: '3', IGname: '@anna' }, phone, client)).toMatchObject({
      ok: true,
      value: { clientBirthDate: '09/03', IGname: '@anna' },
    });
  });

  it('requires a name of at least 4 characters, a valid email and a valid phone, in form order', () => {
    expect(
      validateMailingList(
        { ...valid, clientName: 'Ann', clientEmail: '', clientPhoneNumber: '123', birthMonth: '02', birthDay: '30' },
        phone,
        client,
      ),
    ).toEqual({
      ok: false,
      error: [
        { field: 'clientName', placeholder: 'Name', reason: 'too-short' },
        { field: 'clientEmail', placeholder: 'Email', reason: 'required' },
        { field: 'clientPhoneNumber', placeholder: 'Phone Number', reason: 'invalid-phone' },
        { field: 'birthDay', placeholder: 'Birth Day', reason: 'out-of-range' },
      ],
    });
    expect(validateMailingList({ ...valid, clientName: '  ', clientEmail: 'a@b', clientPhoneNumber: '' }, phone, client)).toMatchObject({
      ok: false,
      error: [
        { field: 'clientName', reason: 'required' },
        { field: 'clientEmail', reason: 'invalid-email' },
        { field: 'clientPhoneNumber', reason: 'required' },
      ],
    });
  });

  it('property: a name shorter than 4 characters is always refused, whatever else is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), fc.string(), (name, email) => {
        const result = validateMailingList({ ...valid, clientName: name, clientEmail: email }, phone, client);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error[0]?.field).toBe('clientName');
      }),
    );
  });

  it('property: every accepted signup decodes with the payload schema', () => {
    const decode = decodeWith(MailingListSignup, 'POST new-mailing-list');
    fc.assert(
      fc.property(
        fc.constantFrom('', ...birthMonthChoices),
        fc.constantFrom('', ...birthDayChoices.map(String)),
        fc.string({ maxLength: 12 }),
        (birthMonth, birthDay, IGname) => {
          const result = validateMailingList({ ...valid, birthMonth, birthDay, IGname }, phone, client);
          if (result.ok) expect(decode(result.value)).toEqual({ ok: true, value: result.value });
          else expect(result.error.every((e) => e.field === 'birthMonth' || e.field === 'birthDay')).toBe(true);
        },
      ),
    );
  });
});
