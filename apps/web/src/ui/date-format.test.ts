// English writes dates and times exactly as the site always has (the English browser tests read them).
import { describe, expect, it } from 'vitest';
import {
  dateBadge,
  formatClockTime,
  formatEventDate,
  formatMinutes,
  formatTimeOfDay,
  formatVenueMoment,
  formatWallTime,
  longDate,
  monthTitle,
  WEEKDAY_COLUMNS,
} from './date-format';

describe('dates and times in English', () => {
  it('writes a night as the weekday and MM/DD/YYYY, and leaves what is not a date as it came', () => {
    expect(formatEventDate('2030-06-15')).toBe('Sat 06/15/2030');
    expect(formatEventDate('2030-02-30')).toBe('2030-02-30');
  });

  it("writes a moment on the venue's clock: the time alone on its today, the day at the time otherwise", () => {
    const day = { year: 2030, month: 6, day: 15 };
    expect(formatWallTime({ day, minutes: 20 * 60 })).toBe('Sat 06/15/2030 at 8:00 PM');
    expect(formatVenueMoment({ day, minutes: 22 * 60 + 32, today: true })).toBe('10:32 PM');
    expect(formatVenueMoment({ day, minutes: 22 * 60 + 32, today: false })).toBe('Sat 06/15/2030 at 10:32 PM');
  });

  it('writes badges, calendar titles and long dates', () => {
    expect(dateBadge('2030-06-15')).toEqual({ month: 'JUN', day: '15' });
    expect(monthTitle({ year: 2030, month: 6 })).toBe('June 2030');
    expect(longDate({ year: 2030, month: 6, day: 15 })).toBe('Saturday, June 15, 2030');
  });

  it('counts 12 hours, midnight and noon as 12', () => {
    expect([0, 5, 12 * 60, 21 * 60 + 15, 24 * 60 + 60].map(formatMinutes)).toEqual([
      '12:00 AM',
      '12:05 AM',
      '12:00 PM',
      '9:15 PM',
      '1:00 AM',
    ]);
    expect(formatTimeOfDay('22:00')).toBe('10:00 PM');
    expect(formatTimeOfDay('late')).toBe('late');
  });

  it("reads an instant on the venue's clock, whatever the machine's zone", () => {
    expect(formatClockTime('2030-06-16T02:32:00Z', 'America/New_York')).toBe('10:32 PM');
    expect(formatClockTime('2030-06-16T02:32:00Z', 'Asia/Tokyo')).toBe('11:32 AM');
    expect(formatClockTime('not an instant', 'UTC')).toBe('');
  });

  it('starts the week on Sunday', () => {
    expect(WEEKDAY_COLUMNS).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
