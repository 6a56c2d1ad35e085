// Dates of the demo venue, relative to the day it is seeded.

/** `YYYY-MM-DD` of a local date. */
export function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ISO date `days` after (or before, when negative) the ISO date `from`. */
export function addDays(from: string, days: number): string {
  const [y, m, d] = from.split('-').map(Number);
  // Noon UTC keeps daylight-saving changes from moving the day.
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days, 12));
  return date.toISOString().slice(0, 10);
}
