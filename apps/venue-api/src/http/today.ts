import { venueDayOf } from '@venue/core/shared/time-zone';
import type { ApiContext } from './api-context';

/** The last day worked out, by zone and minute: every order and content read asks, and Intl's formatting is not free. */
let last = { zone: '', minute: Number.NaN, day: '' };

/**
 * The venue's date now, `YYYY-MM-DD` in the venue's time zone, whatever the machine's (docs/product.md#the-venues-time-zone).
 * Zones' offsets are whole minutes, so a day never changes within a minute.
 */
export const todayOf = (ctx: Pick<ApiContext, 'now' | 'timeZone'>): string => {
  const now = ctx.now();
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== last.minute || ctx.timeZone !== last.zone) last = { zone: ctx.timeZone, minute, day: venueDayOf(now, ctx.timeZone) };
  return last.day;
};
