// Days, months and the way a date and a time are written (apps/web/src/ui/date-format.ts, docs/product.md#dates).
const weekdays = ['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'שבת'];
const weekdaysShort = ['יום א׳', 'יום ב׳', 'יום ג׳', 'יום ד׳', 'יום ה׳', 'יום ו׳', 'שבת'];
const weekdaysNarrow = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'];
const months = ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'];
const badges = ['ינו׳', 'פבר׳', 'מרץ', 'אפר׳', 'מאי', 'יוני', 'יולי', 'אוג׳', 'ספט׳', 'אוק׳', 'נוב׳', 'דצמ׳'];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export const weekdayName = (weekday: number): string => weekdays[weekday] ?? '';
export const weekdayShort = (weekday: number): string => weekdaysShort[weekday] ?? '';
export const weekdayNarrow = (weekday: number): string => weekdaysNarrow[weekday] ?? '';
export const monthName = (month: number): string => months[month - 1] ?? '';
export const monthBadge = (month: number): string => badges[month - 1] ?? '';
export const monthYear = (month: number, year: number): string => `${months[month - 1] ?? ''} ${year}`;
export const numericDate = (year: number, month: number, day: number): string => `${day}.${month}.${pad(year, 4)}`;
export const numericDateHint = 'DD.MM.YYYY';
export const longDate = (weekday: number, year: number, month: number, day: number): string =>
  `${weekdays[weekday] ?? ''}, ${day} ב${months[month - 1] ?? ''} ${year}`;
export const beforeNoon = 'לפנה״צ';
export const afterNoon = 'אחה״צ';
export const dateAtTime = (date: string, time: string): string => `${date} בשעה ${time}`;
export const timeRange = (from: string, to: string): string => `${from} – ${to}`;
export const closed = 'סגור';
export const hoursNotSet = 'השעות טרם נקבעו';
export const hoursUnavailable = 'שעות הפתיחה אינן זמינות כרגע.';
