// Days, months and the way a date and a time are written (apps/web/src/ui/date-format.ts, docs/product.md#dates).
const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const weekdaysShort = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const weekdaysNarrow = ['di', 'lu', 'ma', 'me', 'je', 've', 'sa'];
const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const badges = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const weekdayName = (weekday: number): string => weekdays[weekday] ?? '';
export const weekdayShort = (weekday: number): string => weekdaysShort[weekday] ?? '';
export const weekdayNarrow = (weekday: number): string => weekdaysNarrow[weekday] ?? '';
export const monthName = (month: number): string => months[month - 1] ?? '';
export const monthBadge = (month: number): string => badges[month - 1] ?? '';
export const monthYear = (month: number, year: number): string => `${capitalized(months[month - 1] ?? '')} ${year}`;
export const numericDate = (year: number, month: number, day: number): string => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
export const numericDateHint = 'JJ/MM/AAAA';
export const longDate = (weekday: number, year: number, month: number, day: number): string =>
  `${weekdays[weekday] ?? ''} ${day === 1 ? '1er' : day} ${months[month - 1] ?? ''} ${year}`;
export const beforeNoon = 'AM';
export const afterNoon = 'PM';
export const dateAtTime = (date: string, time: string): string => `${date} à ${time}`;
export const timeRange = (from: string, to: string): string => `${from} – ${to}`;
export const closed = 'Fermé';
export const hoursNotSet = 'Horaires non communiqués';
export const hoursUnavailable = 'Les horaires d’ouverture ne sont pas disponibles pour le moment.';
