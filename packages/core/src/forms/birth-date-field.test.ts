import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDayChoices, birthMonthChoices, toBirthDate } from './birth-date-field';

describe('birth date selects', () => {
  it('offers months 01-12 and days 1-31', () => {
    expect(birthMonthChoices).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(birthDayChoices).toHaveLength(31);
    expect(birthDayChoices[0]).toBe(1);
    expect(birthDayChoices.at(-1)).toBe(31);
  });

  it('gives MM/DD, null when both empty, and a typed problem otherwise', () => {
    expect(toBirthDate('03', '7')).toEqual({ ok: true, value: '03/07' });
    expect(toBirthDate('02', '29')).toEqual({ ok: true, value: '02/29' });
    expect(toBirthDate('', '')).toEqual({ ok: true, value: null });
    expect(toBirthDate('03', '')).toEqual({ ok: false, error: { part: 'day', reason: 'required' } });
    expect(toBirthDate('', '4')).toEqual({ ok: false, error: { part: 'month', reason: 'required' } });
    expect(toBirthDate('04', '31')).toEqual({ ok: false, error: { part: 'day', reason: 'out-of-range' } });
    expect(toBirthDate('13', '1')).toEqual({ ok: false, error: { part: 'month', reason: 'out-of-range' } });
    expect(toBirthDate('1e1', '1')).toEqual({ ok: false, error: { part: 'month', reason: 'out-of-range' } });
  });

  it('property: every offered pair is MM/DD or a day-out-of-range problem', () => {
    fc.assert(
      fc.property(fc.constantFrom(...birthMonthChoices), fc.constantFrom(...birthDayChoices), (month, day) => {
        const result = toBirthDate(month, String(day));
        if (result.ok) expect(result.value).toBe(`${month}/${String(day).padStart(2, '0')}`);
        else expect(result.error).toEqual({ part: 'day', reason: 'out-of-range' });
        expect(result.ok).toBe(day <= 29 || !(month === '02' || (day === 31 && ['04', '06', '09', '11'].includes(month))));
      }),
    );
  });
});
