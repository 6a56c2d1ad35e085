// Properties of the blocked-period rule (docs/product.md#blocked-periods): a block is one period,
// both ends included; a missing time is the start or end of the venue's day; the whole-day check
// agrees with the per-time check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockDate } from './block-date.schema';
import { isDayBlocked } from './blocked-days';
import { blockFor, findBlock, toBlockedPeriod, type BlockedPeriod } from './blocked-periods';
import { dayNumber, fromDayNumber, type CalendarDate } from '../dates/calendar-date';
import { formatTimeLabel } from '../dates/time-of-day';
import { NIGHT_STARTS_AT_MINUTE } from '../dates/night-time';

const BASE = dayNumber({ year: 2025, month: 5, day: 1 });
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (days: number) => {
  const d = fromDayNumber(days);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
};
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const nightOf = (offset: number): CalendarDate => fromDayNumber(BASE + offset);

function period(block: BlockDate): BlockedPeriod {
  const result = toBlockedPeriod(block);
  if (!result.ok) throw new Error(`test block is invalid: ${result.error.reason}`);
  return result.value;
}

/** The block (if any) the backend and the page find for a date and an arrival-time label. */
function found(periods: readonly BlockedPeriod[], night: CalendarDate, minutesOfNight: number): BlockedPeriod | null {
  const result = blockFor(periods, night, formatTimeLabel(minutesOfNight));
  if (!result.ok) throw new Error('test choice is invalid');
  return result.value;
}

// Independent oracle on Date.UTC: the block from dateFrom timeFrom to dateTo timeTo, the guest's
// "1:00 AM" on a night being the next calendar day.
const utc = (isoDay: string, minutes: number) => Date.parse(`${isoDay}T00:00:00Z`) + minutes * 60_000;
function oracle(block: BlockDate, night: CalendarDate, minutesOfNight: number): boolean {
  const at = utc(iso(dayNumber(night)), minutesOfNight);
  const from = block.timeFrom
    ? utc(block.dateFrom, Number(block.timeFrom.slice(0, 2)) * 60 + Number(block.timeFrom.slice(3)))
    : utc(block.dateFrom, 360);
  const to = block.timeTo
    ? utc(block.dateTo, Number(block.timeTo.slice(0, 2)) * 60 + Number(block.timeTo.slice(3)))
    : utc(block.dateTo, 1799);
  return from <= at && at <= to;
}

// Times on a coarse grid (whole hours, ends at :59) so blocks often meet end to end, or missing.
const missing = fc.constantFrom(undefined, null, '');
const startTime = fc.oneof(
  missing,
  fc.integer({ min: 0, max: 23 }).map((h) => hhmm(h * 60)),
);
const endTime = fc.oneof(
  missing,
  fc.integer({ min: 0, max: 23 }).map((h) => hhmm(h * 60 + 59)),
);
const blockArb: fc.Arbitrary<BlockDate> = fc
  .record({
    start: fc.integer({ min: 0, max: 8 }),
    length: fc.integer({ min: 0, max: 3 }),
    timeFrom: startTime,
    timeTo: endTime,
    notes: fc.string(),
  })
  .map(({ start, length, timeFrom, timeTo, notes }) => ({
    dateFrom: iso(BASE + start),
    dateTo: iso(BASE + start + length),
    timeFrom,
    timeTo,
    notes,
  }))
  .filter((block) => toBlockedPeriod(block).ok);
const nightArb = fc.integer({ min: -2, max: 14 }).map(nightOf);
const minuteOfNight = fc.integer({ min: NIGHT_STARTS_AT_MINUTE, max: NIGHT_STARTS_AT_MINUTE + 1439 });
const minutesOfDay = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('blocked periods properties', () => {
  it('property: a block refuses its own first and last minute, and not the minute before or after', () => {
    fc.assert(
      fc.property(blockArb, (block) => {
        const p = period(block);
        // A wall-clock minute as the night it belongs to and the minutes of that night.
        const asChoice = (minute: number) => {
          const night = Math.floor((minute - NIGHT_STARTS_AT_MINUTE) / 1440);
          return [fromDayNumber(night), minute - night * 1440] as const;
        };
        expect(found([p], ...asChoice(p.startsAt))).toBe(p);
        expect(found([p], ...asChoice(p.endsAt))).toBe(p);
        expect(found([p], ...asChoice(p.startsAt - 1))).toBeNull();
        expect(found([p], ...asChoice(p.endsAt + 1))).toBeNull();
      }),
    );
  });

  it('property: refused exactly when the chosen moment lies in some period (independent oracle)', () => {
    fc.assert(
      fc.property(fc.array(blockArb, { maxLength: 4 }), nightArb, minuteOfNight, (blocks, night, minute) => {
        const periods = blocks.map(period);
        const expected = blocks.findIndex((b) => oracle(b, night, minute));
        expect(found(periods, night, minute)).toBe(expected === -1 ? null : periods[expected]);
      }),
    );
  });

  it('property: a block spanning midnight between two dates refuses a time inside it and accepts one after its end', () => {
    const evening = fc.integer({ min: 18 * 60, max: 23 * 60 + 59 });
    const earlyHours = fc.integer({ min: 0, max: 5 * 60 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), evening, earlyHours, (offset, from, to) => {
        const block = { dateFrom: iso(BASE + offset), dateTo: iso(BASE + offset + 1), timeFrom: hhmm(from), timeTo: hhmm(to), notes: 'x' };
        const p = period(block);
        const night = nightOf(offset);
        // Inside: from the start to the end, the early hours read as the next day's.
        for (const m of [from, 24 * 60 + to, Math.floor((from + 24 * 60 + to) / 2)]) expect(found([p], night, m)).toBe(p);
        // After its end: later the same night, and any time the next evening.
        if (to < 5 * 60 + 59) expect(found([p], night, 24 * 60 + to + 1)).toBeNull();
        expect(found([p], nightOf(offset + 1), from)).toBeNull();
        expect(found([p], nightOf(offset + 1), 24 * 60 + to)).toBeNull();
      }),
    );
  });

  it('property: a missing time means the start (6:00 AM) or the end (5:59 AM the morning after) of the venue day', () => {
    fc.assert(
      fc.property(blockArb, missing, (block, none) => {
        const lastDay = dayNumber({
          year: Number(block.dateTo.slice(0, 4)),
          month: Number(block.dateTo.slice(5, 7)),
          day: Number(block.dateTo.slice(8)),
        });
        expect(toBlockedPeriod({ ...block, timeFrom: none })).toEqual(toBlockedPeriod({ ...block, timeFrom: '06:00' }));
        expect(toBlockedPeriod({ ...block, timeTo: none })).toEqual(
          toBlockedPeriod({ ...block, dateTo: iso(lastDay + 1), timeTo: '05:59' }),
        );
      }),
    );
  });

  it('property: a day is whole-blocked exactly when every time of it is refused', () => {
    fc.assert(
      fc.property(fc.array(blockArb, { maxLength: 5 }), fc.integer({ min: -1, max: 12 }), (blocks, offset) => {
        const periods = blocks.map(period);
        const night = nightOf(offset);
        const everyMinute = minutesOfDay(NIGHT_STARTS_AT_MINUTE, NIGHT_STARTS_AT_MINUTE + 1439).every(
          (minutesOfNight) => findBlock(periods, { night, minutesOfNight }) !== null,
        );
        expect(isDayBlocked(periods, night)).toBe(everyMinute);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isDayBlocked', () => {
  const may = (day: number) => ({ year: 2025, month: 5, day });
  it('greys out nights a block without times covers, and nights blocks cover end to end', () => {
    const wedding = period({ dateFrom: '2025-05-03', dateTo: '2025-05-04', notes: 'Wedding' });
    expect([2, 3, 4, 5].map((d) => isDayBlocked([wedding], may(d)))).toEqual([false, true, true, false]);
    const day = period({ dateFrom: '2025-05-08', dateTo: '2025-05-08', timeFrom: '06:00', timeTo: '21:59' });
    const night = period({ dateFrom: '2025-05-08', dateTo: '2025-05-09', timeFrom: '22:00', timeTo: '05:59' });
    expect(isDayBlocked([day], may(8))).toBe(false);
    expect(isDayBlocked([night, day], may(8))).toBe(true);
  });

  it('leaves a night open when a block spanning midnight ends before the venue day does', () => {
    const late = period({ dateFrom: '2025-05-01', dateTo: '2025-05-02', timeFrom: '06:00', timeTo: '02:00' });
    expect(isDayBlocked([late], may(1))).toBe(false);
  });
});
