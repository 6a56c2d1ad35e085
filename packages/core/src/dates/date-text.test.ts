import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './calendar-date';
import { formatDate, parseDate } from './date-text';

const validDate = fc
  .date({ min: new Date(Date.UTC(100, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d): CalendarDate => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe("the API's dates", () => {
  it('formats MM/DD/YYYY', () => {
    expect(formatDate({ year: 2025, month: 3, day: 7 })).toBe('03/07/2025');
  });

  it('parses MM/DD/YYYY and rejects days that do not exist', () => {
    expect(parseDate('02/29/2024')).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } });
    expect(parseDate('3/7/2025')).toEqual({ ok: true, value: { year: 2025, month: 3, day: 7 } });
    for (const bad of ['02/29/2023', '13/01/2025', '2025-03-07', '', '00/10/2025', '04/31/2025']) {
      expect(parseDate(bad)).toEqual({ ok: false, error: { _tag: 'InvalidDate', input: bad } });
    }
  });

  it('property: formatDate then parseDate is the identity', () => {
    fc.assert(
      fc.property(validDate, (d) => {
        expect(parseDate(formatDate(d))).toEqual({ ok: true, value: d });
      }),
    );
  });
});
