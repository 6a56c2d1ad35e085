import { describe, expect, it } from 'vitest';
import { dayState, isShownMonth, monthWeeks, nextOpenDay, shiftMonth, weekdayOf } from './booking-calendar';
import { toBlockedPeriods } from './blocked-periods';

const today = { year: 2026, month: 11, day: 24 };

describe('the booking calendar', () => {
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // November 1, 2026 is a Sunday; 30 days fill five weeks.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(weeks[4]?.slice(1, 3)).toEqual([{ year: 2026, month: 11, day: 30 }, null]);
    expect(weekdayOf({ year: 2026, month: 11, day: 24 })).toBe(2);
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('shows from today’s month to the booking horizon, 18 months on', () => {
    expect(isShownMonth({ year: 2026, month: 10 }, today)).toBe(false);
    expect(isShownMonth({ year: 2026, month: 11 }, today)).toBe(true);
    expect(isShownMonth({ year: 2028, month: 5 }, today)).toBe(true);
    expect(isShownMonth({ year: 2028, month: 6 }, today)).toBe(false);
  });

  it('greys out past days and wholly blocked nights, not partly blocked ones', () => {
    const periods = toBlockedPeriods([
      { dateFrom: '2026-12-01', dateTo: '2026-12-01' },
      { dateFrom: '2026-12-02', dateTo: '2026-12-02', timeFrom: '18:00', timeTo: '21:00' },
    ]);
    if (!periods.ok) throw new Error('test blocks');
    expect(dayState({ year: 2026, month: 11, day: 23 }, today, periods.value)).toBe('past');
    expect(dayState(today, today, periods.value)).toBe('open');
    expect(dayState({ year: 2026, month: 12, day: 1 }, today, periods.value)).toBe('blocked');
    expect(dayState({ year: 2026, month: 12, day: 2 }, today, periods.value)).toBe('open');
  });
});

describe('nextOpenDay', () => {
  it('moves by a day or a week, over closed nights, never before today or past the last month', () => {
    const periods = toBlockedPeriods([{ dateFrom: '2026-11-26', dateTo: '2026-11-27' }]);
    if (!periods.ok) throw new Error('test blocks');
    expect(nextOpenDay(today, 1, today, periods.value)).toEqual({ year: 2026, month: 11, day: 25 });
    expect(nextOpenDay({ year: 2026, month: 11, day: 25 }, 1, today, periods.value)).toEqual({ year: 2026, month: 11, day: 28 });
    expect(nextOpenDay(today, 7, today, periods.value)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(nextOpenDay(today, -1, today, periods.value)).toBeNull();
    expect(nextOpenDay({ year: 2028, month: 11, day: 30 }, 1, today, [])).toBeNull();
  });
});
