import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockDateList, type BlockDate } from './block-date.schema';
import { blockFor, covers, findBlock, toBlockedPeriod, toBlockedPeriods, type BlockedPeriod } from './blocked-periods';
import { dayNumber, formatTimeLabel, fromDayNumber, NIGHT_STARTS_AT_MINUTE } from './booking-choices';
import { decodeWith } from '../shared/decode';

const may = (day: number) => ({ year: 2025, month: 5, day });

function period(block: BlockDate): BlockedPeriod {
  const result = toBlockedPeriod(block);
  if (!result.ok) throw new Error(`test block is invalid: ${result.error.reason}`);
  return result.value;
}

const check = (periods: readonly BlockedPeriod[], day: number, time: string) => {
  const result = blockFor(periods, may(day), time);
  if (!result.ok) throw new Error('test choice is invalid');
  return result.value?.notes ?? null;
};

describe('BlockDate schema', () => {
  const decode = decodeWith(BlockDateList, 'GET block-times');

  it('accepts the documented formats, times and notes optional', () => {
    const body = [
      { dateFrom: '2025-05-01', dateTo: '2025-05-02', timeFrom: '22:00', timeTo: '02:00', notes: '<p>Private party</p>' },
      { dateFrom: '2025-05-10', dateTo: '2025-05-10' },
      { dateFrom: '2025-05-11', dateTo: '2025-05-11', timeFrom: null, timeTo: '', notes: null },
    ];
    expect(decode(body)).toEqual({ ok: true, value: body });
  });

  it('names the bad field', () => {
    expect(decode([{ dateFrom: '05/01/2025', dateTo: '2025-05-01' }])).toMatchObject({ ok: false, error: { path: '[0].dateFrom' } });
    expect(decode([{ dateFrom: '2025-05-01', dateTo: '2025-05-01', timeTo: '7:00 PM' }])).toMatchObject({
      ok: false,
      error: { path: '[0].timeTo' },
    });
  });
});

describe('toBlockedPeriods', () => {
  it('rejects blocks that end before they start or name days that do not exist', () => {
    expect(
      toBlockedPeriods([
        { dateFrom: '2025-05-01', dateTo: '2025-05-01' },
        { dateFrom: '2025-05-03', dateTo: '2025-05-02' },
      ]),
    ).toEqual({
      ok: false,
      error: { _tag: 'InvalidBlock', index: 1, reason: 'ends-before-start' },
    });
    expect(toBlockedPeriod({ dateFrom: '2025-02-30', dateTo: '2025-03-01' })).toMatchObject({ ok: false, error: { reason: 'bad-date' } });
    expect(toBlockedPeriod({ dateFrom: '2025-02-01', dateTo: '2025-03-01', timeFrom: '25:00' })).toMatchObject({
      ok: false,
      error: { reason: 'bad-time' },
    });
  });

  it('defaults notes to empty and missing times to the whole night', () => {
    expect(period({ dateFrom: '2025-05-01', dateTo: '2025-05-01' })).toEqual({
      firstNight: may(1),
      lastNight: may(1),
      startMinute: 6 * 60,
      endMinute: 30 * 60 - 1,
      notes: '',
    });
  });
});

describe('blocked booking (spec 5: equal to or within a blocked period)', () => {
  const evening = period({ dateFrom: '2025-05-01', dateTo: '2025-05-01', timeFrom: '20:00', timeTo: '23:00', notes: 'Private event' });

  it('blocks the exact start and end, and inside', () => {
    expect(check([evening], 1, '8:00 PM')).toBe('Private event');
    expect(check([evening], 1, '11:00 PM')).toBe('Private event');
    expect(check([evening], 1, '9:30 PM')).toBe('Private event');
  });

  it('leaves outside times and other nights free', () => {
    expect(check([evening], 1, '7:30 PM')).toBeNull();
    expect(check([evening], 1, '11:30 PM')).toBeNull();
    expect(check([evening], 2, '9:00 PM')).toBeNull();
  });

  it('a window across midnight belongs to the night of its date', () => {
    const late = period({ dateFrom: '2025-05-01', dateTo: '2025-05-01', timeFrom: '22:00', timeTo: '02:00', notes: 'Late closure' });
    expect(check([late], 1, '1:30 AM')).toBe('Late closure');
    expect(check([late], 1, '2:00 AM')).toBe('Late closure');
    expect(check([late], 1, '12:00 AM')).toBe('Late closure');
    expect(check([late], 2, '1:00 AM')).toBeNull();
    expect(check([late], 1, '2:30 AM')).toBeNull();
  });

  it('a multi-day block closes the daily window on every night from dateFrom to dateTo', () => {
    const week = period({ dateFrom: '2025-05-05', dateTo: '2025-05-07', timeFrom: '21:00', timeTo: '23:00', notes: 'Renovation' });
    expect([4, 5, 6, 7, 8].map((day) => check([week], day, '10:00 PM'))).toEqual([null, 'Renovation', 'Renovation', 'Renovation', null]);
    expect(check([week], 6, '8:00 PM')).toBeNull();
  });

  it('a window running past 6:00 AM continues into the next night', () => {
    const morning = period({ dateFrom: '2025-05-01', dateTo: '2025-05-01', timeFrom: '04:00', timeTo: '08:00', notes: 'Cleaning' });
    expect(check([morning], 1, '4:30 AM')).toBe('Cleaning');
    expect(check([morning], 2, '7:00 AM')).toBe('Cleaning');
    expect(check([morning], 1, '7:00 AM')).toBeNull();
  });

  it('yields the notes of the first matching block', () => {
    const whole = period({ dateFrom: '2025-05-01', dateTo: '2025-05-01', notes: 'Closed' });
    expect(check([evening, whole], 1, '9:00 PM')).toBe('Private event');
    expect(check([whole, evening], 1, '9:00 PM')).toBe('Closed');
  });

  it('bad choices are typed errors', () => {
    expect(blockFor([evening], may(1), 'late')).toEqual({ ok: false, error: { _tag: 'InvalidTime', input: 'late' } });
    expect(blockFor([evening], { year: 2025, month: 2, day: 30 }, '9:00 PM')).toMatchObject({ ok: false, error: { _tag: 'InvalidDate' } });
  });
});

// ---- Properties ----------------------------------------------------------------------------------

const hhmm = fc
  .integer({ min: 0, max: 1439 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const iso = (days: number) => {
  const d = fromDayNumber(days);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};
const BASE = dayNumber(may(1));
const blockArb: fc.Arbitrary<BlockDate> = fc
  .record({
    start: fc.integer({ min: 0, max: 10 }),
    length: fc.integer({ min: 0, max: 3 }),
    timeFrom: hhmm,
    timeTo: hhmm,
    notes: fc.string(),
  })
  .map(({ start, length, timeFrom, timeTo, notes }) => ({
    dateFrom: iso(BASE + start),
    dateTo: iso(BASE + start + length),
    timeFrom,
    timeTo,
    notes,
  }));
const momentArb = fc.record({
  night: fc.integer({ min: -2, max: 16 }).map((n) => fromDayNumber(BASE + n)),
  minutesOfNight: fc.integer({ min: NIGHT_STARTS_AT_MINUTE, max: NIGHT_STARTS_AT_MINUTE + 1439 }),
});

// Independent oracle: every blocked window as an interval of absolute minutes.
function blockedByOracle(p: BlockedPeriod, night: number, minute: number): boolean {
  const at = night * 1440 + minute;
  for (let n = dayNumber(p.firstNight); n <= dayNumber(p.lastNight); n++) {
    const start = n * 1440 + p.startMinute;
    const end = n * 1440 + p.endMinute + (p.endMinute < p.startMinute ? 1440 : 0);
    if (at >= start && at <= end) return true;
  }
  return false;
}

describe('blocked periods properties', () => {
  it('property: a block always blocks its own start and its own end', () => {
    fc.assert(
      fc.property(blockArb, (block) => {
        const p = period(block);
        expect(blockFor([p], p.firstNight, formatTimeLabel(p.startMinute))).toEqual({ ok: true, value: p });
        const endNight = p.endMinute < p.startMinute ? fromDayNumber(dayNumber(p.lastNight) + 1) : p.lastNight;
        expect(covers(p, { night: endNight, minutesOfNight: p.endMinute })).toBe(true);
      }),
    );
  });

  it('property: blocked exactly when inside some window, so a time outside every block is never blocked', () => {
    fc.assert(
      fc.property(fc.array(blockArb, { maxLength: 4 }), momentArb, (blocks, moment) => {
        const periods = blocks.map(period);
        const expected = periods.find((p) => blockedByOracle(p, dayNumber(moment.night), moment.minutesOfNight)) ?? null;
        expect(findBlock(periods, moment)).toBe(expected);
      }),
    );
  });
});
