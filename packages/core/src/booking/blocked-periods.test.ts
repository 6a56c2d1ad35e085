import { describe, expect, it } from 'vitest';
import { BlockDateList, type BlockDate } from './block-date.schema';
import { blockFor, toBlockedPeriod, toBlockedPeriods, venueMinute, type BlockedPeriod } from './blocked-periods';
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
    // One period: 22:00 to 02:00 of the same date ends before it starts (the end is dateTo + 1).
    expect(toBlockedPeriod({ dateFrom: '2025-05-01', dateTo: '2025-05-01', timeFrom: '22:00', timeTo: '02:00' })).toMatchObject({
      ok: false,
      error: { reason: 'ends-before-start' },
    });
    expect(toBlockedPeriod({ dateFrom: '2025-02-30', dateTo: '2025-03-01' })).toMatchObject({ ok: false, error: { reason: 'bad-date' } });
    expect(toBlockedPeriod({ dateFrom: '2025-02-01', dateTo: '2025-03-01', timeFrom: '25:00' })).toMatchObject({
      ok: false,
      error: { reason: 'bad-time' },
    });
  });

  it('defaults notes to empty and missing times to the start and end of the venue day (6:00 AM to 5:59 AM the morning after)', () => {
    expect(period({ dateFrom: '2025-05-01', dateTo: '2025-05-01' })).toEqual({
      startsAt: venueMinute(may(1), 6 * 60),
      endsAt: venueMinute(may(2), 6 * 60 - 1),
      notes: '',
    });
    expect(period({ dateFrom: '2025-05-01', dateTo: '2025-05-02', timeFrom: '', timeTo: '02:00' })).toMatchObject({
      startsAt: venueMinute(may(1), 6 * 60),
      endsAt: venueMinute(may(2), 2 * 60),
    });
  });
});

describe('blocked booking (equal to or within a blocked period)', () => {
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

  it('a block spanning midnight between two dates covers the early hours, and not the next evening', () => {
    const late = period({ dateFrom: '2025-05-01', dateTo: '2025-05-02', timeFrom: '22:00', timeTo: '02:00', notes: 'Late closure' });
    expect(check([late], 1, '10:00 PM')).toBe('Late closure');
    expect(check([late], 1, '12:00 AM')).toBe('Late closure');
    expect(check([late], 1, '2:00 AM')).toBe('Late closure');
    expect(check([late], 1, '2:30 AM')).toBeNull();
    expect(check([late], 1, '9:30 PM')).toBeNull();
    // Not a window repeated on each date: the evening of May 2 is open.
    expect(check([late], 2, '10:00 PM')).toBeNull();
    expect(check([late], 2, '1:00 AM')).toBeNull();
  });

  it('a block from one evening to the next closes everything in between (a nightly window would not)', () => {
    const long = period({ dateFrom: '2025-05-01', dateTo: '2025-05-02', timeFrom: '20:00', timeTo: '23:00', notes: 'Filming' });
    expect(check([long], 1, '1:00 AM')).toBe('Filming');
    expect(check([long], 1, '11:30 PM')).toBe('Filming');
    expect(check([long], 2, '7:00 PM')).toBe('Filming');
    expect(check([long], 2, '11:00 PM')).toBe('Filming');
    expect(check([long], 2, '11:30 PM')).toBeNull();
    expect(check([long], 1, '7:30 PM')).toBeNull();
  });

  it('a block without times closes whole nights from dateFrom to dateTo, after-midnight arrivals included', () => {
    const week = period({ dateFrom: '2025-05-05', dateTo: '2025-05-07', notes: 'Renovation' });
    expect([4, 5, 6, 7, 8].map((day) => check([week], day, '10:00 PM'))).toEqual([null, 'Renovation', 'Renovation', 'Renovation', null]);
    expect(check([week], 7, '5:30 AM')).toBe('Renovation');
    expect(check([week], 4, '5:30 AM')).toBeNull();
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
