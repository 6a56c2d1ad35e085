// A night's tables (docs/product.md#reservations-and-venue-booking): confirmed reservations and those waiting within
// their hold take one each; cancelled and released ones free theirs; a venue without a number is never full.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../orders/order-response.schema';
import { holdIsOver, holdUntilOf, wasReleased, type HeldReservation } from './reservation-hold';
import { DEFAULT_CANCEL_HOURS, DEFAULT_HOLD_MINUTES, reservationPolicyOf } from './reservation-policy';
import { nightIsFull, tablesTaken, takesATable } from './reservation-tables';

const NOW = new Date('2030-06-15T20:00:00.000Z');
const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * 60_000);

const reservation = fc.record({
  status: fc.constantFrom(...orderStatuses),
  holdUntil: fc.option(fc.integer({ min: -120, max: 120 }).map(minutesFromNow), { nil: null }),
});

describe('the venue’s policy', () => {
  it('takes the venue’s settings, else the defaults: 2 hours, 30 minutes, no limit', () => {
    expect(reservationPolicyOf({})).toEqual({ cancelHours: DEFAULT_CANCEL_HOURS, holdMinutes: DEFAULT_HOLD_MINUTES, tables: null });
    expect(DEFAULT_CANCEL_HOURS).toBe(2);
    expect(DEFAULT_HOLD_MINUTES).toBe(30);
    expect(reservationPolicyOf({ reservationCancelHours: 24, reservationHoldMinutes: 15, reservationTables: 12 })).toEqual({
      cancelHours: 24,
      holdMinutes: 15,
      tables: 12,
    });
    expect(reservationPolicyOf({ reservationCancelHours: null, reservationHoldMinutes: null, reservationTables: null }).tables).toBeNull();
  });
});

describe('a hold', () => {
  it('runs holdMinutes from the reservation’s making, its last instant included', () => {
    const until = holdUntilOf(NOW, { holdMinutes: 30 });
    expect(until.toISOString()).toBe('2030-06-15T20:30:00.000Z');
    const pending: HeldReservation = { status: 'Pending', holdUntil: until };
    expect(holdIsOver(pending, minutesFromNow(29))).toBe(false);
    expect(holdIsOver(pending, until)).toBe(true);
    // A reservation with no hold recorded (made by another backend) is never released by time.
    expect(holdIsOver({ status: 'Pending', holdUntil: null }, minutesFromNow(10_000))).toBe(false);
  });

  it('is over only for a Pending reservation; a released one keeps it, a cancelled one has none', () => {
    expect(holdIsOver({ status: 'Confirmed', holdUntil: minutesFromNow(-5) }, NOW)).toBe(false);
    expect(wasReleased({ status: 'Cancelled', holdUntil: minutesFromNow(-5) })).toBe(true);
    expect(wasReleased({ status: 'Cancelled', holdUntil: null })).toBe(false);
    expect(wasReleased({ status: 'Pending', holdUntil: minutesFromNow(-5) })).toBe(false);
  });
});

describe('a night’s tables', () => {
  it('property: a reservation takes a table when confirmed or paid, or Pending within its hold; never when cancelled', () => {
    fc.assert(
      fc.property(reservation, (r) => {
        const expected =
          r.status === 'Confirmed' || r.status === 'Paid' || (r.status === 'Pending' && (r.holdUntil === null || r.holdUntil > NOW));
        expect(takesATable(r, NOW)).toBe(expected);
      }),
    );
  });

  it('property: a night without a number of tables is never full; with one, full exactly when every table is taken', () => {
    fc.assert(
      fc.property(fc.array(reservation, { maxLength: 30 }), fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }), (rs, tables) => {
        const taken = tablesTaken(rs, NOW);
        expect(taken).toBe(rs.filter((r) => takesATable(r, NOW)).length);
        expect(nightIsFull(taken, tables)).toBe(tables !== null && taken >= tables);
      }),
    );
  });

  it('property: cancelling one reservation of a full night frees a table for the next guest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (tables) => {
        const night: HeldReservation[] = Array.from({ length: tables }, () => ({ status: 'Confirmed', holdUntil: null }));
        expect(nightIsFull(tablesTaken(night, NOW), tables)).toBe(true);
        night[0] = { status: 'Cancelled', holdUntil: null };
        expect(nightIsFull(tablesTaken(night, NOW), tables)).toBe(false);
      }),
    );
  });

  it('frees the table of a reservation whose hold ran out, without waiting for anyone to read it', () => {
    const night: HeldReservation[] = [{ status: 'Pending', holdUntil: minutesFromNow(1) }];
    expect(nightIsFull(tablesTaken(night, NOW), 1)).toBe(true);
    expect(nightIsFull(tablesTaken(night, minutesFromNow(1)), 1)).toBe(false);
  });
});
