import { describe, expect, it } from 'vitest';
import { holdUntilMoment, venueMoment, venueWallTime } from './reservation-times';

const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('a reservation’s moments on the venue’s clock', () => {
  const instant = new Date('2030-06-16T02:32:00.000Z');

  it('reads the venue’s wall clock, not the machine’s', () => {
    expect(venueWallTime(instant, NY)).toEqual({ day: { year: 2030, month: 6, day: 15 }, minutes: 22 * 60 + 32 });
    expect(venueWallTime(instant, TOKYO)).toEqual({ day: { year: 2030, month: 6, day: 16 }, minutes: 11 * 60 + 32 });
  });

  it('tells whether the moment falls on the venue’s today', () => {
    expect(venueMoment(instant, NY, new Date('2030-06-16T02:02:00.000Z')).today).toBe(true);
    expect(venueMoment(instant, NY, new Date('2030-06-15T02:00:00.000Z')).today).toBe(false);
    // The same two instants are one day apart in Tokyo.
    expect(venueMoment(instant, TOKYO, new Date('2030-06-15T16:00:00.000Z')).today).toBe(true);
  });

  it('says until when a reservation holds its table; nothing when it holds none', () => {
    const now = new Date('2030-06-16T02:02:00.000Z');
    expect(holdUntilMoment({ holdUntil: instant.toISOString() }, NY, now)).toEqual({
      day: { year: 2030, month: 6, day: 15 },
      minutes: 22 * 60 + 32,
      today: true,
    });
    expect(holdUntilMoment({ holdUntil: null }, NY, now)).toBeNull();
    expect(holdUntilMoment({}, NY, now)).toBeNull();
    expect(holdUntilMoment({ holdUntil: 'not a time' }, NY, now)).toBeNull();
  });
});
