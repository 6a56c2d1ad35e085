import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { emptyContactForm, validateContactMessage, type ContactFormValues } from './contact-form';
import { ContactMessage } from './contact-message.schema';

const values: ContactFormValues = {
  clientName: 'Mia Chen',
  clientEmail: 'mia@example.com',
  clientPhoneNumber: '',
  subject: ' Birthday party ',
  message: ' Do you host birthdays for 30 guests? ',
};

describe('contact form', () => {
  it('sends no phone as null, a given one in international format', () => {
    expect(validateContactMessage(values, fakePhone)).toEqual({
      ok: true,
      value: {
        clientName: 'Mia Chen',
        clientEmail: 'mia@example.com',
        clientPhoneNumber: null,
        subject: 'Birthday party',
        message: 'Do you host birthdays for 30 guests?',
      },
    });
    expect(validateContactMessage({ ...values, clientPhoneNumber: '212 555 0147' }, fakePhone)).toMatchObject({
      ok: true,
      value: { clientPhoneNumber: '+12125550147' },
    });
  });

  it('needs a name, an e-mail and a message; a phone, when given, must be valid', () => {
    const result = validateContactMessage({ ...emptyContactForm, clientPhoneNumber: '12' }, fakePhone);
    expect(result.ok ? [] : result.error.map((e) => `${e.placeholder}:${e.reason}`)).toEqual([
      'Your Name:required',
      'Email:required',
      'Phone Number:invalid-phone',
      'Message:required',
    ]);
  });

  it('property: what the form accepts, the venue schema accepts', () => {
    const decode = decodeWith(ContactMessage, 'submit-contact');
    fc.assert(
      fc.property(fc.string({ maxLength: 110 }), fc.string({ maxLength: 210 }), fc.string({ maxLength: 40 }), (name, subject, message) => {
        const result = validateContactMessage({ ...values, clientName: name, subject, message }, fakePhone);
        if (result.ok) expect(decode(result.value).ok).toBe(true);
        else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });
});
