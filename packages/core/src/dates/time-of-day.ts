// Times of day as the venue's API writes them ("7:00 PM", or the 24-hour "19:30") and the minutes they name. A
// guest reads a time in their language's hour cycle through apps/web/src/ui/format.ts (docs/product.md#dates).
import { err, ok, type Result } from '../shared/result';

export const MINUTES_PER_DAY = 24 * 60;

export interface InvalidTime {
  readonly _tag: 'InvalidTime';
  readonly input: string;
}

const twelveHour = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;
const twentyFourHour = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes since midnight (0..1439) of "7:00 PM", "7 pm", "07:30PM" or the 24-hour "19:30". */
export function parseTimeOfDay(label: string): Result<number, InvalidTime> {
  const text = label.trim();
  const invalid = err<InvalidTime>({ _tag: 'InvalidTime', input: label });
  const am = twelveHour.exec(text);
  if (am) {
    const hour = Number(am[1]);
    const minute = Number(am[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return invalid;
    const pm = am[3]?.toLowerCase() === 'p';
    return ok((hour % 12) * 60 + (pm ? 12 * 60 : 0) + minute);
  }
  const h24 = twentyFourHour.exec(text);
  if (h24) {
    const hour = Number(h24[1]);
    const minute = Number(h24[2]);
    const second = Number(h24[3] ?? '0');
    if (hour > 23 || minute > 59 || second > 59) return invalid;
    return ok(hour * 60 + minute);
  }
  return invalid;
}

/** Minutes of the day (0..1439) of any number of minutes, taken modulo one day. */
export const minutesOfDay = (minutes: number): number => ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/** "7:00 PM" for 1140, the API's label; accepts minutes of the day or of the night (taken modulo one day). */
export function formatTimeLabel(minutes: number): string {
  const ofDay = minutesOfDay(minutes);
  const hour24 = Math.floor(ofDay / 60);
  const minute = ofDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}
