import { describe, expect, it } from 'vitest';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { validTicketForm } from '../testing/ticket-test-fixtures';
import { emptyTicketCheckoutForm, validateTicketCheckoutForm } from './ticket-checkout-form';

describe('ticket checkout form', () => {
  it('asks for a name of 4 characters, a valid e-mail and a valid phone, in form order; the promoter code is optional', () => {
    expect(validateTicketCheckoutForm(validTicketForm, fakePhone)).toEqual([]);
    const errors = validateTicketCheckoutForm(emptyTicketCheckoutForm, fakePhone);
    expect(errors.map((e) => [e.field, e.reason])).toEqual([
      ['clientName', 'required'],
      ['clientEmail', 'required'],
      ['clientPhoneNumber', 'required'],
    ]);
    expect(errors[0]?.placeholder).toBe('Full Name');
    const wrong = validateTicketCheckoutForm(
      { ...validTicketForm, clientName: ' Al ', clientEmail: 'a@b', clientPhoneNumber: '555' },
      fakePhone,
    );
    expect(wrong.map((e) => e.reason)).toEqual(['too-short', 'invalid-email', 'invalid-phone']);
  });
});
