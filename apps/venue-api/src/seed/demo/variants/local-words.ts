// Times, money and weekdays as a variant's guests read them in a sentence. The seed's data keeps its own
// forms ("10:00 PM" labels, amounts in major units); only the venue's texts are written this way.
import type { WeekDay } from '@venue/core/session/venue-hours';

/** "10:30 PM" → hours and minutes of the day. */
function timeOfLabel(label: string): { hours: number; minutes: number } {
  const match = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(label.trim());
  if (!match) throw new Error(`${label} is not a time such as 10:00 PM.`);
  const [, h, m, half] = match;
  return { hours: (Number(h) % 12) + (half?.toUpperCase() === 'PM' ? 12 : 0), minutes: Number(m) };
}

/** "10:30 PM" → "22:30", "1:00 AM" → "01:00": the 24-hour clock Israel writes. */
export function clock24(label: string): string {
  const { hours, minutes } = timeOfLabel(label);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** "10:30 PM" → « 22 h 30 », "10:00 PM" → « 22 h »: French typography, no-break spaces. */
export function frenchClock(label: string): string {
  const { hours, minutes } = timeOfLabel(label);
  return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`;
}

/** An amount in the venue's currency, as the language writes it, whole amounts without decimals. */
export function moneyIn(locale: string, currency: string): (amount: number) => string {
  const format = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  // Text the venue writes carries no direction marks: the site isolates prices itself (docs/product.md#right-to-left).
  return (amount) => format(amount).replace(/[\u200e\u200f\u061c]/g, '');
}

/** A weekday's name in `locale`, as Intl writes it ("lundi", "יום שני"). */
export function weekdayName(locale: string, day: WeekDay): string {
  // 2024-01-01 was a Monday.
  const monday = Date.UTC(2024, 0, 1);
  const index = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(monday + index * 86_400_000);
}
