import { isoDateOf } from '../shared/calendar';
import type { ApiContext } from './api-context';

/** The venue's date now, `YYYY-MM-DD` in the server's time zone (the venue's). */
export const todayOf = (ctx: ApiContext): string => isoDateOf(ctx.now());
