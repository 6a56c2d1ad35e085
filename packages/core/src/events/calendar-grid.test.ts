import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, daysInMonth, fromDayNumber, weekdayOf } from '../dates/calendar-date';
import type { WeekStart } from '../dates/language-calendar';
import { addMonths, moveFocus, monthGrid, sameDayInMonth } from './calendar-grid';

const yearMonth = fc.record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }) });
const weekStart = fc.constantFrom<WeekStart>(0, 1);
const anyDay = fc
  .integer({ min: dayNumber({ year: 1900, month: 3, day: 1 }), max: dayNumber({ year: 2200, month: 1, day: 1 }) })
  .map(fromDayNumber);

describe('month grid', () => {
  it('lays out June 2030 from Sunday (June 1 2030 is a Saturday)', () => {
    const weeks = monthGrid({ year: 2030, month: 6 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ year: 2030, month: 6, day: 1 });
    expect(weeks[5]?.[0]).toEqual({ year: 2030, month: 6, day: 30 });
  });

  it('lays out June 2030 from Monday for a Monday-first language', () => {
    const weeks = monthGrid({ year: 2030, month: 6 }, 1);
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]?.[5]).toEqual({ year: 2030, month: 6, day: 1 });
    expect(weeks[4]?.[6]).toEqual({ year: 2030, month: 6, day: 30 });
  });

  it('property: every day of the month is there exactly once, in order, in its weekday column', () => {
    fc.assert(
      fc.property(yearMonth, weekStart, (m, start) => {
        const weeks = monthGrid(m, start);
        const days = weeks.flat().filter((c) => c !== null);
        expect(days.map((d) => d.day)).toEqual(Array.from({ length: daysInMonth(m.year, m.month) }, (_, i) => i + 1));
        expect(days.every((d) => d.year === m.year && d.month === m.month)).toBe(true);
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          week.forEach((cell, column) => {
            if (cell) expect((weekdayOf(cell) - start + 7) % 7).toBe(column);
          });
        }
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('keyboard moves', () => {
  it('moves by day, week, week ends and month', () => {
    const d = { year: 2030, month: 1, day: 31 };
    expect(moveFocus(d, 'ArrowRight')).toEqual({ year: 2030, month: 2, day: 1 });
    expect(moveFocus(d, 'ArrowUp')).toEqual({ year: 2030, month: 1, day: 24 });
    expect(moveFocus(d, 'PageDown')).toEqual({ year: 2030, month: 2, day: 28 });
    expect(moveFocus({ year: 2030, month: 6, day: 12 }, 'Home')).toEqual({ year: 2030, month: 6, day: 9 });
    expect(moveFocus({ year: 2030, month: 6, day: 12 }, 'End', 1)).toEqual({ year: 2030, month: 6, day: 16 });
    expect(addMonths({ year: 2030, month: 12 }, 1)).toEqual({ year: 2031, month: 1 });
  });

  it('right to left, the left arrow goes to the next day and the right arrow to the day before', () => {
    const d = { year: 2030, month: 1, day: 31 };
    expect(moveFocus(d, 'ArrowLeft', 0, 'rtl')).toEqual({ year: 2030, month: 2, day: 1 });
    expect(moveFocus(d, 'ArrowRight', 0, 'rtl')).toEqual({ year: 2030, month: 1, day: 30 });
    expect(moveFocus(d, 'ArrowDown', 0, 'rtl')).toEqual({ year: 2030, month: 2, day: 7 });
  });

  it('property: arrows are inverse pairs and Home/End stay in the week', () => {
    fc.assert(
      fc.property(anyDay, weekStart, (d, start) => {
        expect(moveFocus(moveFocus(d, 'ArrowRight'), 'ArrowLeft')).toEqual(d);
        expect(moveFocus(moveFocus(d, 'ArrowDown'), 'ArrowUp')).toEqual(d);
        const home = moveFocus(d, 'Home', start);
        const end = moveFocus(d, 'End', start);
        expect(weekdayOf(home)).toBe(start);
        expect(dayNumber(end) - dayNumber(home)).toBe(6);
        expect(dayNumber(d) - dayNumber(home)).toBeGreaterThanOrEqual(0);
        const next = sameDayInMonth(d, 1);
        expect(next.day).toBeLessThanOrEqual(d.day);
        expect(next.day).toBeLessThanOrEqual(daysInMonth(next.year, next.month));
      }),
    );
  });
});
