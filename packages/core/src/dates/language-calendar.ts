// How a language's readers count the week and the hours (docs/product.md#dates): the first column of every
// calendar and the clock every time is written in. Data, not words: the names come from the catalogs.

/** 0 = Sunday first (the US and Israeli calendars), 1 = Monday first (most of Europe). */
export type WeekStart = 0 | 1;

/** h12: "9:15 PM"; h23: "21:15", midnight "00:15" (never "24:15", which some engines write for hour12: false). */
export type HourCycle = 'h12' | 'h23';

/** "fr-CA" reads as "fr", the pseudo-language "en-XA" as English. */
const baseOf = (language: string): string => language.toLowerCase().split(/[-_]/, 1)[0] ?? '';

const mondayFirst: ReadonlySet<string> = new Set(['fr', 'es']);
const twelveHour: ReadonlySet<string> = new Set(['en']);

export const weekStartOf = (language: string): WeekStart => (mondayFirst.has(baseOf(language)) ? 1 : 0);

export const hourCycleOf = (language: string): HourCycle => (twelveHour.has(baseOf(language)) ? 'h12' : 'h23');

/** The weekdays (0 = Sunday ... 6 = Saturday) in a calendar's column order. */
export const weekdayColumns = (weekStart: WeekStart): readonly number[] =>
  Array.from({ length: 7 }, (_, column) => (column + weekStart) % 7);
