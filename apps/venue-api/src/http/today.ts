import { venueDayOf } from '@venue/core/shared/time-zone';
import type { ApiContext } from './api-context';

/** The venue's date now, `YYYY-MM-DD` in the venue's time zone, whatever the machine's (docs/product.md#the-venues-time-zone). */
export const todayOf = (ctx: Pick<ApiContext, 'now' | 'timeZone'>): string => venueDayOf(ctx.now(), ctx.timeZone);
