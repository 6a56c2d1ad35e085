// Properties of the private event request (docs/product.md#reservations-and-venue-booking): every end time
// offered is after its start and within the night; the payload the form builds is one the venue's schema
// accepts, and whatever is refused is named with a field.
import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import type { PhonePort } from '../ports/phone.port';
import { fromDayNumber, dayNumber } from '../dates/calendar-date';
import { parseTimeLabel } from '../dates/night-time';
import {
  endsAfterStart,
  endTimeChoices,
  eventTypes,
  NIGHT_ENDS_AT_MINUTE,
  startTimeChoices,
  validateBookingRequest,
} from './booking-request';
import { VenueBookingPayload } from './venue-booking.schema';

const phone: PhonePort = {
  isValid: (raw) => /^\+1\d{10}$/.test(raw),
  toInternational: (raw) => (/^\+1\d{10}$/.test(raw) ? raw : null),
};
const minutes = (label: string) => {
  const parsed = parseTimeLabel(label);
  if (!parsed.ok) throw new Error(`not a time: ${label}`);
  return parsed.value;
};
const isPayload = Schema.is(VenueBookingPayload);

describe('end time choices', () => {
  it('are all after the start and by 5:59 AM, in order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...startTimeChoices), (start) => {
        const ends = endTimeChoices(start).map(minutes);
        expect(ends.length).toBeGreaterThan(0);
        expect(ends.every((end) => end > minutes(start) && end <= NIGHT_ENDS_AT_MINUTE)).toBe(true);
        expect([...ends].sort((a, b) => a - b)).toEqual(ends);
        expect(endTimeChoices(start).every((end) => endsAfterStart(start, end))).toBe(true);
      }),
    );
  });

  it('endsAfterStart is never true both ways', () => {
    const time = fc.constantFrom(...startTimeChoices, '5:59 AM');
    fc.assert(fc.property(time, time, (a, b) => !(endsAfterStart(a, b) && endsAfterStart(b, a))));
  });
});

const text = fc.string({ maxLength: 30 });
const nightArb = fc.record({
  date: fc.option(
    fc.integer({ min: 0, max: 3000 }).map((n) => fromDayNumber(dayNumber({ year: 2026, month: 1, day: 1 }) + n)),
    { nil: null },
  ),
  time: fc.option(fc.constantFrom(...startTimeChoices), { nil: null }),
  guests: fc.option(fc.integer({ min: -2, max: 25 }), { nil: null }),
});
const valuesArb = fc.record({
  endTime: fc.oneof(fc.constantFrom(...startTimeChoices, '5:59 AM'), text),
  eventType: fc.oneof(fc.constantFrom(...eventTypes), text),
  specialRequest: fc.oneof(text, fc.string({ minLength: 990, maxLength: 1010 })),
  clientName: fc.oneof(text, fc.constant('Dana Guest')),
  clientEmail: fc.oneof(text, fc.constant('dana@example.com')),
  clientPhoneNumber: fc.oneof(text, fc.constant('+12125550123')),
});

describe('validateBookingRequest', () => {
  it('builds a payload the venue accepts, or names the refused fields', () => {
    fc.assert(
      fc.property(nightArb, valuesArb, (night, values) => {
        const result = validateBookingRequest({ night, values, phone });
        if (result.ok) {
          expect(isPayload(result.value)).toBe(true);
          expect(endsAfterStart(result.value.startTime, result.value.endTime)).toBe(true);
        } else {
          expect(result.error.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('accepts every complete request with offered choices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...startTimeChoices),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(...eventTypes),
        (start, pick, guests, eventType) => {
          const ends = endTimeChoices(start);
          const endTime = ends[pick % ends.length] ?? '5:59 AM';
          const result = validateBookingRequest({
            night: { date: { year: 2031, month: 2, day: 28 }, time: start, guests },
            values: {
              endTime,
              eventType,
              specialRequest: '',
              clientName: 'Dana Guest',
              clientEmail: 'd@example.com',
              clientPhoneNumber: '+12125550123',
            },
            phone,
          });
          expect(result.ok).toBe(true);
        },
      ),
    );
  });
});
