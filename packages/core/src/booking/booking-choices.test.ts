import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrivalTimeChoices, defaultArrivalTimes, guestCountChoices, isSelectableDate } from './booking-choices';
import { dayNumber, type CalendarDate } from '../dates/calendar-date';
import { formatTimeLabel } from '../dates/time-of-day';
import { parseTimeLabel } from '../dates/night-time';

// The UTC calendar of Date serves as the independent oracle for real days.
const validDate = fc
  .date({ min: new Date(Date.UTC(100, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d): CalendarDate => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('guestCountChoices', () => {
  it('offers 1 to 20 when the venue minimum is 1', () => {
    expect(guestCountChoices(1)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts at the venue minGuestCount', () => {
    expect(guestCountChoices(4)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps and survives bad input', () => {
    expect(guestCountChoices(0)[0]).toBe(1);
    expect(guestCountChoices(-3)[0]).toBe(1);
    expect(guestCountChoices(35)).toEqual([20]);
    expect(guestCountChoices(Number.NaN)).toHaveLength(20);
    expect(guestCountChoices(Number.POSITIVE_INFINITY)).toHaveLength(20);
    expect(guestCountChoices(2.5)[0]).toBe(3);
  });

  it('property: sorted, contiguous, ends at 20, starts at max(1, min)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (min) => {
        const choices = guestCountChoices(min);
        expect(choices[0]).toBe(Math.min(20, Math.max(1, min)));
        expect(choices.at(-1)).toBe(20);
        choices.forEach((n, i) => {
          if (i > 0) expect(n).toBe((choices[i - 1] ?? 0) + 1);
        });
      }),
    );
  });

  it('property: any double gives a non-empty list of whole counts within 1..20', () => {
    fc.assert(
      fc.property(fc.double(), (min) => {
        const choices = guestCountChoices(min);
        expect(choices.length).toBeGreaterThan(0);
        expect(choices.every((n) => Number.isInteger(n) && n >= 1 && n <= 20)).toBe(true);
      }),
    );
  });
});

describe('arrivalTimeChoices', () => {
  it('defaults to every 30 minutes from 7:00 PM through 2:00 AM', () => {
    expect(arrivalTimeChoices()).toEqual([
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
      '8:30 PM',
      '9:00 PM',
      '9:30 PM',
      '10:00 PM',
      '10:30 PM',
      '11:00 PM',
      '11:30 PM',
      '12:00 AM',
      '12:30 AM',
      '1:00 AM',
      '1:30 AM',
      '2:00 AM',
    ]);
    expect(arrivalTimeChoices([])).toBe(defaultArrivalTimes);
  });

  it("uses the venue's bottlesTimes, after-midnight ones last, duplicates and junk dropped", () => {
    expect(arrivalTimeChoices(['1:00 AM', '10:00 PM', '22:00', 'soon', '11:30 pm'])).toEqual(['10:00 PM', '11:30 PM', '1:00 AM']);
    expect(arrivalTimeChoices(['soon'])).toBe(defaultArrivalTimes);
  });

  it('property: choices are strictly increasing in night order', () => {
    const label = fc.oneof(fc.integer({ min: 0, max: 1439 }).map(formatTimeLabel), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(label, { maxLength: 30 }), (times) => {
        const minutes = arrivalTimeChoices(times).map((t) => {
          const parsed = parseTimeLabel(t);
          if (!parsed.ok) throw new Error(`unparsable choice ${t}`);
          return parsed.value;
        });
        expect(minutes.length).toBeGreaterThan(0);
        minutes.forEach((m, i) => {
          if (i > 0) expect(m).toBeGreaterThan(minutes[i - 1] ?? Infinity);
        });
      }),
    );
  });
});

describe('selectable dates', () => {
  it('earliest selectable date is today', () => {
    const today = { year: 2025, month: 6, day: 15 };
    expect(isSelectableDate(today, today)).toBe(true);
    expect(isSelectableDate({ year: 2025, month: 6, day: 14 }, today)).toBe(false);
    expect(isSelectableDate({ year: 2026, month: 1, day: 1 }, today)).toBe(true);
    expect(isSelectableDate({ year: 2025, month: 6, day: 31 }, today)).toBe(false);
    expect(isSelectableDate({ year: Number.NaN, month: 6, day: 20 }, today)).toBe(false);
  });

  it('property: a date is selectable exactly when it is not before today', () => {
    fc.assert(
      fc.property(validDate, validDate, (d, today) => {
        expect(isSelectableDate(d, today)).toBe(dayNumber(d) >= dayNumber(today));
      }),
    );
  });
});
