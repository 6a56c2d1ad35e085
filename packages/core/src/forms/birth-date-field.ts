// Birth month and day selects (month 01-12, day 1-31; docs/product.md#form-rules), sent as "MM/DD" or null.
import { daysInMonth } from '../dates/calendar-date';
import { err, ok, type Result } from '../shared/result';

export const birthMonthChoices: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const birthDayChoices: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

export type BirthDateProblem = { readonly part: 'month' | 'day'; readonly reason: 'required' | 'out-of-range' };

const asWhole = (text: string, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= max ? n : null;
};

/**
 * "MM/DD" from the two selects, or null when both are empty. One without the other asks for the
 * other; a day the month never has (04/31, 02/30) is out of range. Feb 29 is allowed: no year is asked.
 */
export function toBirthDate(month: string, day: string): Result<string | null, BirthDateProblem> {
  if (month.trim() === '' && day.trim() === '') return ok(null);
  if (month.trim() === '') return err({ part: 'month', reason: 'required' });
  const m = asWhole(month, 12);
  if (m === null) return err({ part: 'month', reason: 'out-of-range' });
  if (day.trim() === '') return err({ part: 'day', reason: 'required' });
  const d = asWhole(day, daysInMonth(2000, m));
  if (d === null) return err({ part: 'day', reason: 'out-of-range' });
  return ok(`${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}`);
}
