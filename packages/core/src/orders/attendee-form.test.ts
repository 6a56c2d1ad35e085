import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhonePort } from '../ports/phone.port';
import { decodeWith } from '../shared/decode';
import { validateAttendeeForm, type AttendeeFormValues } from './attendee-form';
import { AttendeeInfoRequest } from './ticket-booking.schema';

const phone: PhonePort = {
  isValid: (raw) => /^\+?\d{10,15}$/.test(raw.replace(/[\s()-]/g, '')),
  toInternational: (raw) => (/^\+?\d{10,15}$/.test(raw.replace(/[\s()-]/g, '')) ? `+${raw.replace(/\D/g, '')}` : null),
};
const valid: AttendeeFormValues = { name: ' Rory Friend ', email: 'rory@example.com ', phoneNumber: '+44 20 7946 0958' };

describe('other guest form', () => {
  it('gives the guest trimmed, with the phone in international format', () => {
    expect(validateAttendeeForm(valid, phone)).toEqual({
      ok: true,
      value: { name: 'Rory Friend', email: 'rory@example.com', phoneNumber: '+442079460958' },
    });
  });

  it('names every invalid field in form order with its label', () => {
    expect(validateAttendeeForm({ name: 'Ro', email: 'rory@', phoneNumber: '12' }, phone)).toEqual({
      ok: false,
      error: [
        { field: 'name', placeholder: 'Guest Name', reason: 'too-short' },
        { field: 'email', placeholder: 'Guest Email', reason: 'invalid-email' },
        { field: 'phoneNumber', placeholder: 'Guest Phone', reason: 'invalid-phone' },
      ],
    });
    expect(validateAttendeeForm({ name: ' ', email: '', phoneNumber: '' }, phone)).toMatchObject({
      ok: false,
      error: [{ reason: 'required' }, { reason: 'required' }, { reason: 'required' }],
    });
  });

  it('property: whatever is typed, the form is refused with reasons, or its guest is one the venue accepts', () => {
    const decode = decodeWith(AttendeeInfoRequest, 'POST attendee-info');
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constant('Dana Guest')),
        fc.oneof(fc.string({ maxLength: 12 }), fc.emailAddress()),
        fc.oneof(fc.string({ maxLength: 16 }), fc.constant('+1 212 555 0123')),
        (name, email, phoneNumber) => {
          const result = validateAttendeeForm({ name, email, phoneNumber }, phone);
          if (result.ok) expect(decode({ orderId: 'ticket-1', ...result.value }).ok).toBe(true);
          else expect(result.error.length).toBeGreaterThan(0);
          if (name.trim().length < 4) expect(result.ok).toBe(false);
        },
      ),
    );
  });
});
