// Days, months and the way a date and a time are written (apps/web/src/ui/date-format.ts, docs/product.md#dates).
const weekdays = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const weekdaysShort = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const weekdaysNarrow = ['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá'];
const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const badges = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const weekdayName = (weekday: number): string => weekdays[weekday] ?? '';
export const weekdayShort = (weekday: number): string => weekdaysShort[weekday] ?? '';
export const weekdayNarrow = (weekday: number): string => weekdaysNarrow[weekday] ?? '';
export const monthName = (month: number): string => months[month - 1] ?? '';
export const monthBadge = (month: number): string => badges[month - 1] ?? '';
export const monthYear = (month: number, year: number): string => `${capitalized(months[month - 1] ?? '')} de ${year}`;
export const numericDate = (year: number, month: number, day: number): string => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
export const numericDateHint = 'DD/MM/AAAA';
export const longDate = (weekday: number, year: number, month: number, day: number): string =>
  `${weekdays[weekday] ?? ''}, ${day} de ${months[month - 1] ?? ''} de ${year}`;
export const beforeNoon = 'a. m.';
export const afterNoon = 'p. m.';
export const dateAtTime = (date: string, time: string): string => `${date}, ${time}`;
export const timeRange = (from: string, to: string): string => `${from} – ${to}`;
export const closed = 'Cerrado';
export const hoursNotSet = 'Horario por confirmar';
export const hoursUnavailable = 'El horario no está disponible en este momento.';
