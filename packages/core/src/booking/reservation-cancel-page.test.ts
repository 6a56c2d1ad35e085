// What the cancel page works from (docs/product.md#reservations-and-venue-booking): the guest's key in its address,
// the venue's refusals, and what the page says before anything is pressed (its words: packages/messages).
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import { cancelKeyFrom, cancelKeyQuery } from './reservation-cancel-key';
import { cancelPageFacts } from './reservation-cancel-view';
import { reservationRefusalOf } from './reservation-refusal';
import type { Reservation } from './reservation.schema';

const refused = (status: number, code: string): ApiError => ({
  _tag: 'HttpError',
  status,
  message: code,
  body: { error: { code, message: code } },
});

const reservation = (status: Reservation['status']): Reservation => ({
  orderId: 'reservations-1',
  status,
  details: {
    noOfGuests: 4,
    reservationDate: '06/15/2030',
    reservationTime: '10:00 PM',
    specialRequest: '',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  },
});
const policy = { cancelHours: 2, holdMinutes: 30, tables: null };
const NY = 'America/New_York';

describe('the guest’s key', () => {
  it('is the order secret, else a mailed link’s key, else none; blank values count as none', () => {
    expect(cancelKeyFrom({ secret: 'S3cret', link: 'k' })).toEqual({ secret: 'S3cret' });
    expect(cancelKeyFrom({ link: ' a.b.c ' })).toEqual({ link: 'a.b.c' });
    expect(cancelKeyFrom({ secret: ' ', link: '' })).toBeNull();
    expect(cancelKeyFrom({})).toBeNull();
  });

  it('goes back into an address as it came', () => {
    expect(cancelKeyQuery({ secret: 'S' })).toEqual({ secret: 'S' });
    expect(cancelKeyQuery({ link: 'L' })).toEqual({ link: 'L' });
    expect(cancelKeyQuery(null)).toEqual({});
  });
});

describe('the venue’s refusals', () => {
  it('are read by their status and code together', () => {
    expect(reservationRefusalOf(refused(409, 'too_late'))).toBe('tooLate');
    expect(reservationRefusalOf(refused(409, 'hold_expired'))).toBe('released');
    expect(reservationRefusalOf(refused(409, 'night_full'))).toBe('nightFull');
    expect(reservationRefusalOf(refused(403, 'forbidden'))).toBe('forbidden');
    expect(reservationRefusalOf(refused(422, 'too_late'))).toBe('other');
    expect(reservationRefusalOf(refused(409, 'order_cancelled'))).toBe('other');
    expect(reservationRefusalOf({ _tag: 'HttpError', status: 409, message: 'x', body: '<html>' })).toBe('other');
    expect(reservationRefusalOf({ _tag: 'NetworkError', message: 'offline' })).toBe('other');
    expect(reservationRefusalOf(null)).toBe('other');
  });
});

describe('the cancel page before any press', () => {
  it('says until when a confirmed reservation may be cancelled, on the venue’s clock', () => {
    const facts = cancelPageFacts(reservation('Confirmed'), policy, NY, new Date('2030-06-15T12:00:00.000Z'), null);
    expect(facts).toEqual({
      tooLate: false,
      deadline: { day: { year: 2030, month: 6, day: 15 }, minutes: 20 * 60 },
      tooLateFacts: { cancelHours: policy.cancelHours, phone: null },
    });
  });

  it('is too late from the cut-off on', () => {
    const facts = cancelPageFacts(reservation('Confirmed'), policy, NY, new Date('2030-06-16T00:00:00.000Z'), '+1 212 555 0100');
    expect(facts.tooLate).toBe(true);
    expect(facts.deadline).toBeNull();
    expect(facts.tooLateFacts.phone).toBe('+1 212 555 0100');
  });

  it('names no cut-off for a reservation it does not apply to, nor for none', () => {
    const late = new Date('2030-06-16T01:00:00.000Z');
    expect(cancelPageFacts(reservation('Pending'), policy, NY, late, null)).toMatchObject({ tooLate: false, deadline: null });
    expect(cancelPageFacts(reservation('Cancelled'), policy, NY, late, null)).toMatchObject({ tooLate: false, deadline: null });
    expect(cancelPageFacts(null, policy, NY, late, null)).toMatchObject({ tooLate: false, deadline: null });
  });
});
