import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../shared/form-validation';
import { fakePhone } from '../testing/chat-test-doubles';
import { newConversationPayload, validateNewConversationForm } from './new-conversation-form';

describe('new conversation form', () => {
  it('emits the user with the phone in international format when valid', () => {
    expect(validateNewConversationForm({ name: ' Ana ', email: 'ana@example.com', phone: '+44 20 7946 0958' }, fakePhone)).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@example.com', phone: '+442079460958' },
    });
  });

  it('requires every field, and flags an incorrect phone only when one was typed', () => {
    expect(validateNewConversationForm({ name: '', email: '', phone: '' }, fakePhone)).toEqual({
      ok: false,
      error: {
        error: true,
        incorrectPhone: false,
        fieldErrors: [
          { field: 'name', placeholder: 'Name', reason: 'required' },
          { field: 'phone', placeholder: 'Phone', reason: 'required' },
          { field: 'email', placeholder: 'Email', reason: 'required' },
        ],
      },
    });
    const wrongPhone = validateNewConversationForm({ name: 'Ana', email: 'ana@example.com', phone: '12ab' }, fakePhone);
    expect(wrongPhone).toMatchObject({ ok: false, error: { error: true, incorrectPhone: true } });
  });

  it('builds the payload of the new-conversation call', () => {
    expect(newConversationPayload({ name: 'Ana', email: 'a@b.co', phone: '+15551234567' }, { userAgent: 'Mobile', ip: null })).toEqual({
      clientName: 'Ana',
      clientEmail: 'a@b.co',
      clientPhoneNumber: '+15551234567',
      userAgent: 'Mobile',
      ip: null,
    });
  });

  it('property: the form is accepted exactly when name is set, email valid and phone valid', () => {
    const phoneArb = fc.oneof(fc.stringMatching(/^\+?\d{7,15}$/), fc.string({ maxLength: 12 }));
    const emailArb = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), emailArb, phoneArb, (name, email, phone) => {
        const result = validateNewConversationForm({ name, email, phone }, fakePhone);
        const phoneOk = phone.trim() !== '' && fakePhone.isValid(phone);
        expect(result.ok).toBe(name.trim() !== '' && isValidEmail(email) && phoneOk);
        if (result.ok) expect(result.value.phone).toBe(fakePhone.toInternational(phone));
        else {
          expect(result.error.error).toBe(true);
          expect(result.error.incorrectPhone).toBe(phone.trim() !== '' && !phoneOk);
        }
      }),
    );
  });
});
