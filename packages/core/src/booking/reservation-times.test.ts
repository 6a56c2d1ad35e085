import { describe, expect, it } from 'vitest';
import { holdUntilLabel, venueClockTime, venueDateTime, venueMoment } from './reservation-times';

const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('a reservation’s moments on the venue’s clock', () => {
  const instant = new Date('2030-06-16T02:32:00.000Z');

  it('reads the venue’s wall clock, not the machine’s', () => {
    expect(venueClockTime(instant, NY)).toBe('10:32 PM');
    expect(venueClockTime(instant, TOKYO)).toBe('11:32 AM');
    expect(venueDateTime(instant, NY)).toBe('Sat 06/15/2030 at 10:32 PM');
    expect(venueDateTime(instant, TOKYO)).toBe('Sun 06/16/2030 at 11:32 AM');
  });

  it('gives the time alone on the venue’s today, the day too otherwise', () => {
    expect(venueMoment(instant, NY, new Date('2030-06-16T02:02:00.000Z'))).toBe('10:32 PM');
    expect(venueMoment(instant, NY, new Date('2030-06-15T02:00:00.000Z'))).toBe('Sat 06/15/2030 at 10:32 PM');
  });

  it('says until when a reservation holds its table; nothing when it holds none', () => {
    const now = new Date('2030-06-16T02:02:00.000Z');
    expect(holdUntilLabel({ holdUntil: instant.toISOString() }, NY, now)).toBe('10:32 PM');
    expect(holdUntilLabel({ holdUntil: null }, NY, now)).toBeNull();
    expect(holdUntilLabel({}, NY, now)).toBeNull();
    expect(holdUntilLabel({ holdUntil: 'not a time' }, NY, now)).toBeNull();
  });
});
