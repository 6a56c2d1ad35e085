import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf, fromDayNumber } from '../dates/calendar-date';
import { weekDays } from '../session/venue-hours';
import { closedDaysApply, closedDaysText, closedWeekdayNumbers, closedWeekdays, isClosedDay, weekDayOf } from './closed-days';

const day = fc.integer({ min: 0, max: 80_000 }).map(fromDayNumber);
const someWeekDays = fc.subarray([...weekDays]);

describe('closed days', () => {
  it('reads the weekdays the hours mark DayOff, and none without hours', () => {
    expect(
      closedWeekdays({
        Monday: { DayOff: true },
        Tuesday: { DayOff: false, timeFromTuesday: '8:00 PM', timeToTuesday: '2:00 AM' },
        Sunday: { DayOff: true, timeFromSunday: null, timeToSunday: null },
      }),
    ).toEqual(['Monday', 'Sunday']);
    expect(closedWeekdays(undefined)).toEqual([]);
    expect(closedWeekdays({})).toEqual([]);
  });

  it('names the weekday of a date as the hours do', () => {
    expect(weekDayOf({ year: 2030, month: 6, day: 17 })).toBe('Monday');
    expect(weekDayOf({ year: 2030, month: 6, day: 16 })).toBe('Sunday');
    fc.assert(
      fc.property(day, (d) => {
        expect(weekDays.indexOf(weekDayOf(d))).toBe((weekdayOf(d) + 6) % 7);
      }),
    );
  });

  it('closes exactly the dates whose weekday is closed', () => {
    fc.assert(
      fc.property(someWeekDays, day, (closed, d) => {
        expect(isClosedDay(closed, d)).toBe(closed.includes(weekDayOf(d)));
        // A week always holds each weekday once: as many closed dates as closed weekdays.
        const week = Array.from({ length: 7 }, (_, i) => fromDayNumber(i + 100));
        expect(week.filter((w) => isClosedDay(closed, w))).toHaveLength(closed.length);
      }),
    );
  });

  it('refuses tables and bottles on a closed day, never a private venue booking', () => {
    expect(closedDaysApply('reservation')).toBe(true);
    expect(closedDaysApply('bottle-service')).toBe(true);
    expect(closedDaysApply('venue-booking')).toBe(false);
  });

  it('says which days are closed, in week order', () => {
    expect(closedDaysText(['Monday'])).toBe('We are closed on Mondays.');
    expect(closedDaysText(['Tuesday', 'Monday'])).toBe('We are closed on Mondays and Tuesdays.');
    expect(closedDaysText(['Sunday', 'Monday', 'Tuesday'])).toBe('We are closed on Mondays, Tuesdays and Sundays.');
    expect(closedDaysText([])).toBeNull();
    expect(closedWeekdayNumbers(['Sunday', 'Monday', 'Tuesday'])).toEqual([1, 2, 0]);
    expect(closedWeekdayNumbers([])).toEqual([]);
  });
});
