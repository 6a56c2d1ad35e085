// Days, months and the way a date and a time are written (apps/web/src/ui/date-format.ts, docs/product.md#dates).
// The names are written here, not asked of Intl, so that hydration loads no locale data (docs/performance.md).
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayName = (weekday: number): string => weekdays[weekday] ?? '';
/** "Sat": before a date, and over an events calendar's columns. */
export const weekdayShort = (weekday: number): string => (weekdays[weekday] ?? '').slice(0, 3);
/** "Sa": over a narrow calendar's columns. */
export const weekdayNarrow = (weekday: number): string => (weekdays[weekday] ?? '').slice(0, 2);
/** 1 = January. */
export const monthName = (month: number): string => months[month - 1] ?? '';
/** "JUN": an event's date badge. */
export const monthBadge = (month: number): string => (months[month - 1] ?? '').slice(0, 3).toUpperCase();
/** A calendar's title: "June 2030". */
export const monthYear = (month: number, year: number): string => `${months[month - 1] ?? ''} ${year}`;
/** "06/15/2030". */
export const numericDate = (year: number, month: number, day: number): string => `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
/** How numericDate writes a day, for a hint beside a date field. */
export const numericDateHint = 'MM/DD/YYYY';
/** "Saturday, June 15, 2030". */
export const longDate = (weekday: number, year: number, month: number, day: number): string =>
  `${weekdays[weekday] ?? ''}, ${months[month - 1] ?? ''} ${day}, ${year}`;
/** The 12-hour clock's halves of the day ("9:15 PM"); unused by a 24-hour language. */
export const beforeNoon = 'AM';
export const afterNoon = 'PM';
/** A day and a time on it: "Sat 06/15/2030 at 8:00 PM". */
export const dateAtTime = (date: string, time: string): string => `${date} at ${time}`;
/** Opening hours: "8:00 PM – 4:00 AM". */
export const timeRange = (from: string, to: string): string => `${from} – ${to}`;
export const closed = 'Closed';
export const hoursNotSet = 'Hours not set';
export const hoursUnavailable = 'Opening hours are not available right now.';
