import { describe, expect, it } from 'vitest';
import type { PhonePort } from '../ports/phone.port';
import { emptyBookingRequest, endsAfterStart, endTimeChoices, startTimeChoices, validateBookingRequest } from './booking-request';

// A phone rule that takes "+1 212 555 0123"-like numbers: digits after a plus, 8 to 15 of them.
const phone: PhonePort = {
  isValid: (raw) => /^\+\d{8,15}$/.test(raw.replace(/\s/g, '')),
  toInternational: (raw) => (/^\+\d{8,15}$/.test(raw.replace(/\s/g, '')) ? raw.replace(/\s/g, '') : null),
};
const night = { date: { year: 2030, month: 6, day: 14 }, time: '9:00 PM', guests: 12 };
const values = {
  endTime: '2:00 AM',
  eventType: 'Birthday',
  specialRequest: '  A cake at midnight  ',
  clientName: ' Dana Guest ',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '+1 212 555 0123',
};

describe('validateBookingRequest', () => {
  it('builds the new-booking payload, trimmed, the phone in international form', () => {
    const result = validateBookingRequest({ night, values, phone, client: { userAgent: 'PC', ip: '' } });
    expect(result).toEqual({
      ok: true,
      value: {
        eventDate: '06/14/2030',
        startTime: '9:00 PM',
        endTime: '2:00 AM',
        noOfGuests: 12,
        eventType: 'Birthday',
        specialRequest: 'A cake at midnight',
        clientName: 'Dana Guest',
        clientEmail: 'dana@example.com',
        clientPhoneNumber: '+12125550123',
        userAgent: 'PC',
      },
    });
  });

  it('names every missing field in form order, the first one for the alert', () => {
    const result = validateBookingRequest({ night: { date: null, time: null, guests: null }, values: emptyBookingRequest, phone });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((e) => e.field)).toEqual([
      'eventDate',
      'startTime',
      'endTime',
      'noOfGuests',
      'eventType',
      'clientName',
      'clientEmail',
      'clientPhoneNumber',
    ]);
    expect(result.error[0]?.placeholder).toBe('Date');
  });

  it('refuses an end that is not after the start', () => {
    const result = validateBookingRequest({ night, values: { ...values, endTime: '8:30 PM' }, phone });
    expect(result.ok ? [] : result.error).toEqual([{ field: 'endTime', placeholder: 'End time', reason: 'out-of-range' }]);
  });

  it('refuses a short name, a bad e-mail, a bad phone, an unknown event type and a long request', () => {
    const result = validateBookingRequest({
      night,
      values: {
        ...values,
        clientName: 'Dan',
        clientEmail: 'dana@example',
        clientPhoneNumber: '12',
        eventType: 'Rave',
        specialRequest: 'x'.repeat(1001),
      },
      phone,
    });
    expect(result.ok ? [] : result.error.map((e) => [e.field, e.reason])).toEqual([
      ['eventType', 'out-of-range'],
      ['specialRequest', 'out-of-range'],
      ['clientName', 'too-short'],
      ['clientEmail', 'invalid-email'],
      ['clientPhoneNumber', 'invalid-phone'],
    ]);
  });
});

describe('times of a private event', () => {
  it('may start at any half hour of the night and end by 5:59 AM', () => {
    expect(startTimeChoices[0]).toBe('6:00 AM');
    expect(startTimeChoices.at(-1)).toBe('5:30 AM');
    expect(startTimeChoices).toHaveLength(48);
    expect(endTimeChoices('4:30 AM')).toEqual(['5:00 AM', '5:30 AM', '5:59 AM']);
    expect(endTimeChoices('5:30 AM')).toEqual(['5:59 AM']);
  });

  it('reads the times in night order', () => {
    expect(endsAfterStart('11:00 PM', '1:00 AM')).toBe(true);
    expect(endsAfterStart('1:00 AM', '11:00 PM')).toBe(false);
    expect(endsAfterStart('9:00 PM', '6:00 AM')).toBe(false);
    expect(endsAfterStart('9:00 PM', 'late')).toBe(false);
  });
});
