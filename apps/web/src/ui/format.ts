// Formatting at the edge (design: money is cents in core, shown in the venue's currency).
import type { Minor } from '@venue/core/money/minor-units';
import { currencyCode } from '@venue/core/money/currency-code';
import type { CalendarDate } from '@venue/core/booking/booking-choices';
import { parseIsoDate } from '@venue/core/events/event-times';
import { weekdayOf } from '@venue/core/events/calendar-grid';
import { nightDateLabel } from '@venue/core/night/night-words';
import { amountDigits, knownCurrencyText } from './money-format';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An instant as the guest's clock shows it ("9:15 PM"); call it only in the browser (after hydration). */
export const formatClockTime = (iso: string): string => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** An amount in the venue's currency: a known currency as written in money-format.ts, another code by Intl, an unknown symbol before the digits. */
export function formatMoney(amount: Minor, currency: string): string {
  const code = currencyCode(currency);
  if (code === null) return `${currency}${amountDigits(amount, 2)}`;
  const known = knownCurrencyText(amount, code);
  if (known !== null) return known;
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    moneyFormats.set(code, format);
  }
  return format.format(amount / 100);
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Sat 06/15/2030" (MM/DD/YYYY with the weekday a guest plans by, docs/product.md#events): core's night date. */
export const formatEventDate = nightDateLabel;

/** The two parts of a date badge: "JUN" and "15". */
export function dateBadge(iso: string): { month: string; day: string } {
  const date = parseIsoDate(iso);
  return date ? { month: (months[date.month - 1] ?? '').slice(0, 3).toUpperCase(), day: String(date.day) } : { month: '', day: '' };
}

export const monthName = (month: number): string => months[month - 1] ?? '';

export const longDate = (d: CalendarDate): string =>
  `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekdayOf(d)] ?? ''}, ${monthName(d.month)} ${d.day}, ${d.year}`;
