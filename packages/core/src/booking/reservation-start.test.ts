import { describe, expect, it } from 'vitest';
import { reservationStart } from './reservation-start';

describe('reservationStart', () => {
  it('reads the night and time on the venue clock', () => {
    expect(reservationStart('07/15/2030', '10:00 PM', 'America/New_York')?.toISOString()).toBe('2030-07-16T02:00:00.000Z');
    expect(reservationStart('01/15/2030', '10:00 PM', 'America/New_York')?.toISOString()).toBe('2030-01-16T03:00:00.000Z');
  });

  it('takes a time after midnight as the early hours of the next day', () => {
    expect(reservationStart('07/15/2030', '1:30 AM', 'UTC')?.toISOString()).toBe('2030-07-16T01:30:00.000Z');
  });

  it('answers nothing for a date or time it cannot read', () => {
    expect(reservationStart('2030-07-15', '10:00 PM', 'UTC')).toBeUndefined();
    expect(reservationStart('07/15/2030', 'late', 'UTC')).toBeUndefined();
  });
});
