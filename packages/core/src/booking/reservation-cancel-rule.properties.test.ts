// The cut-off for cancelling a reservation online (docs/product.md#reservations-and-venue-booking): a confirmed
// reservation until cancelHours before its arrival on the venue's clock, one waiting for its second step at any
// time, a cancelled one is cancelled already and a paid one is the venue's to cancel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../orders/order-response.schema';
import { formatDate } from '../dates/date-text';
import { formatTimeLabel } from '../dates/time-of-day';
import { fromDayNumber, dayNumber } from '../dates/calendar-date';
import { cancelDeadline, cancelVerdict } from './reservation-cancel-rule';

const NY = 'America/New_York';
const night = (reservationDate: string, reservationTime: string) => ({ reservationDate, reservationTime });
const at = (iso: string) => new Date(iso);

describe('the cut-off', () => {
  it('is cancelHours before the arrival, on the venue’s clock (summer and winter alike)', () => {
    // 10:00 PM in New York in June is 02:00 UTC the next day (EDT, -4); two hours before is midnight UTC.
    expect(cancelDeadline(night('06/15/2030', '10:00 PM'), { cancelHours: 2 }, NY)?.toISOString()).toBe('2030-06-16T00:00:00.000Z');
    // In December (EST, -5) the same arrival is an hour later in UTC.
    expect(cancelDeadline(night('12/14/2030', '10:00 PM'), { cancelHours: 2 }, NY)?.toISOString()).toBe('2030-12-15T01:00:00.000Z');
    // 1:00 AM of the night of the 15th is the 16th at 01:00.
    expect(cancelDeadline(night('06/15/2030', '1:00 AM'), { cancelHours: 0 }, NY)?.toISOString()).toBe('2030-06-16T05:00:00.000Z');
  });

  it('is unknown for a night that cannot be read', () => {
    expect(cancelDeadline(night('not a date', '10:00 PM'), { cancelHours: 2 }, NY)).toBeUndefined();
  });

  const choice = fc.record({
    day: fc.integer({ min: dayNumber({ year: 2026, month: 1, day: 1 }), max: dayNumber({ year: 2034, month: 12, day: 31 }) }),
    minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }).map((m) => m - (m % 30)),
    hours: fc.integer({ min: 0, max: 168 }),
    offsetMinutes: fc.integer({ min: -10 * 24 * 60, max: 10 * 24 * 60 }),
  });

  it('property: a confirmed reservation may be cancelled exactly while now is before its deadline', () => {
    fc.assert(
      fc.property(choice, ({ day, minutes, hours, offsetMinutes }) => {
        const details = night(formatDate(fromDayNumber(day)), formatTimeLabel(minutes));
        const deadline = cancelDeadline(details, { cancelHours: hours }, NY);
        expect(deadline).toBeDefined();
        const now = new Date((deadline?.getTime() ?? 0) + offsetMinutes * 60_000);
        const verdict = cancelVerdict({ status: 'Confirmed', details }, { cancelHours: hours }, NY, now);
        expect(verdict).toBe(offsetMinutes < 0 ? 'allowed' : 'tooLate');
      }),
    );
  });

  it('property: more notice asked never lets a guest cancel later', () => {
    fc.assert(
      fc.property(choice, fc.integer({ min: 0, max: 24 }), ({ day, minutes, hours, offsetMinutes }, more) => {
        const details = night(formatDate(fromDayNumber(day)), formatTimeLabel(minutes));
        const now = new Date(Date.UTC(2030, 0, 1) + offsetMinutes * 60_000 * 60);
        const looser = cancelVerdict({ status: 'Confirmed', details }, { cancelHours: hours }, NY, now);
        const stricter = cancelVerdict({ status: 'Confirmed', details }, { cancelHours: hours + more }, NY, now);
        if (looser === 'tooLate') expect(stricter).toBe('tooLate');
      }),
    );
  });

  it('property: only a confirmed reservation is held to the cut-off', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), fc.integer({ min: 0, max: 4_000_000_000 }), (status, seconds) => {
        const verdict = cancelVerdict(
          { status, details: night('06/15/2030', '10:00 PM') },
          { cancelHours: 2 },
          NY,
          new Date(seconds * 1000),
        );
        if (status === 'Pending') expect(verdict).toBe('allowed');
        if (status === 'Cancelled') expect(verdict).toBe('cancelled');
        if (status === 'Paid') expect(verdict).toBe('paid');
        if (status === 'Confirmed') expect(verdict).toBe(seconds * 1000 < Date.parse('2030-06-16T00:00:00.000Z') ? 'allowed' : 'tooLate');
      }),
    );
  });

  it('lets a confirmed reservation whose night cannot be read be cancelled: there is no cut-off to hold it to', () => {
    expect(cancelVerdict({ status: 'Confirmed', details: night('??', '??') }, { cancelHours: 2 }, NY, at('2030-01-01T00:00:00Z'))).toBe(
      'allowed',
    );
  });
});
