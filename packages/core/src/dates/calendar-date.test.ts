import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDates, dayNumber, fromDayNumber, weekdayOf, type CalendarDate } from './calendar-date';

// The UTC calendar of Date serves as the independent oracle for real days.
const validDate = fc
  .date({ min: new Date(Date.UTC(100, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d): CalendarDate => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('calendar dates', () => {
  it('property: day numbers agree with the UTC calendar and invert', () => {
    fc.assert(
      fc.property(validDate, (d) => {
        expect(dayNumber(d)).toBe(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
        expect(fromDayNumber(dayNumber(d))).toEqual(d);
      }),
    );
  });

  it('gives the weekday Date gives', () => {
    fc.assert(
      fc.property(validDate, (d) => {
        expect(weekdayOf(d)).toBe(new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay());
      }),
    );
  });

  it('orders days as their day numbers do, and fromDayNumber undoes dayNumber', () => {
    fc.assert(
      fc.property(validDate, validDate, (a, b) => {
        expect(fromDayNumber(dayNumber(a))).toEqual(a);
        expect(Math.sign(compareDates(a, b))).toBe(Math.sign(Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)));
      }),
    );
  });
});
