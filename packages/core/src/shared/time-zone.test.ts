import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../events/event-times';
import { instantOf, isTimeZone, isoInZone, nextDay, offsetMinutesAt, startOfVenueDay, venueDayOf, wallTimeAt } from './time-zone';

// Zones with DST north and south, half and three-quarter hours, midnight changes and none at all.
const zones = [
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/Santiago',
  'Pacific/Chatham',
  'UTC',
] as const;
const zone = fc.constantFrom(...zones);
// 1970-2100: before 1970 some zones used local mean time, whose offsets are not whole minutes.
const instant = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true });
const wholeSecond = (d: Date): number => Math.floor(d.getTime() / 1000) * 1000;

describe('the venue time zone', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('writes New York summer and winter offsets (DST)', () => {
    expect(isoInZone(new Date('2030-06-16T02:00:00Z'), 'America/New_York')).toBe('2030-06-15T22:00:00-04:00');
    expect(isoInZone(new Date('2030-12-16T03:00:00Z'), 'America/New_York')).toBe('2030-12-15T22:00:00-05:00');
    expect(isoInZone(new Date('2030-06-16T02:00:00Z'), 'Asia/Kathmandu')).toBe('2030-06-16T07:45:00+05:45');
  });

  it('reads a skipped wall time forward and a repeated one as the earlier', () => {
    // 2030-03-10 02:30 never happens in New York; 2030-11-03 01:30 happens twice.
    expect(instantOf({ date: { year: 2030, month: 3, day: 10 }, hour: 2, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2030-03-10T07:30:00.000Z',
    );
    expect(instantOf({ date: { year: 2030, month: 11, day: 3 }, hour: 1, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2030-11-03T05:30:00.000Z',
    );
  });

  it('property: the wall time plus the offset is the instant, in any zone', () => {
    fc.assert(
      fc.property(instant, zone, (at, z) => {
        const written = isoInZone(at, z);
        expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(Date.parse(written)).toBe(wholeSecond(at));
        expect(Math.abs(offsetMinutesAt(at, z))).toBeLessThanOrEqual(14 * 60);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a wall time read back gives the same instant (instantOf inverts wallTimeAt)', () => {
    fc.assert(
      fc.property(instant, zone, (at, z) => {
        const wall = wallTimeAt(at, z);
        const back = instantOf(wall, z);
        // Twice-lived wall times come back as their earlier instant, one offset change apart at most.
        expect(wallTimeAt(back, z)).toEqual(wall);
        expect(back.getTime()).toBeLessThanOrEqual(wholeSecond(at));
        expect(wholeSecond(at) - back.getTime()).toBeLessThanOrEqual(60 * 60_000);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: the venue's day holds the instant, from its first moment to the next day's", () => {
    fc.assert(
      fc.property(instant, zone, (at, z) => {
        const day = parseIsoDate(venueDayOf(at, z));
        expect(day).not.toBeNull();
        if (day === null) return;
        expect(startOfVenueDay(day, z).getTime()).toBeLessThanOrEqual(at.getTime());
        expect(startOfVenueDay(nextDay(day), z).getTime()).toBeGreaterThan(at.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it("is the venue's day, not the machine's or UTC's, late in a New York evening", () => {
    const lateEvening = new Date('2030-06-16T02:30:00Z'); // 10:30 PM in New York on June 15
    expect(venueDayOf(lateEvening, 'America/New_York')).toBe('2030-06-15');
    expect(venueDayOf(lateEvening, 'UTC')).toBe('2030-06-16');
    expect(venueDayOf(lateEvening, 'Asia/Tokyo')).toBe('2030-06-16');
  });
});
