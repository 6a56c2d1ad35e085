import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber } from '../dates/calendar-date';
import { dayState } from './booking-calendar';
import { isWithinBookingHorizon, lastBookableDate } from './booking-horizon';

describe('the booking horizon', () => {
  it('ends the same day 18 months on, or on the shorter month’s last day', () => {
    expect(lastBookableDate({ year: 2026, month: 11, day: 24 })).toEqual({ year: 2028, month: 5, day: 24 });
    expect(lastBookableDate({ year: 2026, month: 8, day: 31 })).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('property: a day is bookable up to the horizon and not one day after; the calendar greys out the rest', () => {
    const days = fc.integer({ min: dayNumber({ year: 2024, month: 1, day: 1 }), max: dayNumber({ year: 2040, month: 12, day: 31 }) });
    fc.assert(
      fc.property(days, (n) => {
        const today = fromDayNumber(n);
        const last = lastBookableDate(today);
        const after = fromDayNumber(dayNumber(last) + 1);
        expect(isWithinBookingHorizon(last, today)).toBe(true);
        expect(isWithinBookingHorizon(after, today)).toBe(false);
        expect(dayState(after, today, [])).toBe('past');
        expect(dayState(last, today, [])).toBe('open');
      }),
    );
  });
});
