// The date as the venue's API and stored choices write it, MM/DD/YYYY: a format of data, not of the guest's
// language (a guest reads dates through apps/web/src/ui/format.ts, docs/product.md#dates).
import { err, ok, type Result } from '../shared/result';
import { isValidCalendarDate, type CalendarDate } from './calendar-date';

export interface InvalidDate {
  readonly _tag: 'InvalidDate';
  readonly input: string;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** MM/DD/YYYY. */
export const formatDate = (d: CalendarDate): string => `${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`;

const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Reads MM/DD/YYYY (single-digit month and day accepted); anything else, or a day that does not exist, is an InvalidDate. */
export function parseDate(s: string): Result<CalendarDate, InvalidDate> {
  const match = usDate.exec(s.trim());
  if (!match) return err({ _tag: 'InvalidDate', input: s });
  const date = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return isValidCalendarDate(date) ? ok(date) : err({ _tag: 'InvalidDate', input: s });
}
