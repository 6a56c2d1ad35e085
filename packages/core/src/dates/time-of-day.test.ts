import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimeLabel } from './night-time';
import { formatTimeLabel, parseTimeOfDay } from './time-of-day';

describe('time labels', () => {
  it('reads 12- and 24-hour labels as minutes of the night', () => {
    expect(parseTimeLabel('7:00 PM')).toEqual({ ok: true, value: 19 * 60 });
    expect(parseTimeLabel('12:00 AM')).toEqual({ ok: true, value: 24 * 60 });
    expect(parseTimeLabel('2:00 AM')).toEqual({ ok: true, value: 26 * 60 });
    expect(parseTimeLabel('12:30 PM')).toEqual({ ok: true, value: 12 * 60 + 30 });
    expect(parseTimeLabel('19:30')).toEqual({ ok: true, value: 19 * 60 + 30 });
    expect(parseTimeLabel('01:15')).toEqual({ ok: true, value: 25 * 60 + 15 });
    expect(parseTimeLabel(' 9 pm ')).toEqual({ ok: true, value: 21 * 60 });
  });

  it('rejects what is not a time with a typed error', () => {
    for (const bad of ['', 'late', '13:00 PM', '0:30 AM', '24:00', '7:60 PM', 'NaN']) {
      expect(parseTimeLabel(bad)).toEqual({ ok: false, error: { _tag: 'InvalidTime', input: bad } });
    }
  });

  it('property: every minute of the day survives format then parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
        expect(parseTimeOfDay(formatTimeLabel(minute))).toEqual({ ok: true, value: minute });
      }),
    );
  });
});
