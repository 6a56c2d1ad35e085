// The nights the provider states hand out, relative to the venue's today (never a fixed date): the
// first night at least a week ahead on a weekday the venue opens (docs/product.md#closed-days), that no blocked
// period touches and no private event holds, so a reservation, a venue booking or a bottle order for it is taken
// (docs/contracts.md#nights).
import { dayNumber, fromDayNumber } from '@venue/core/dates/calendar-date';
import { formatDate } from '@venue/core/dates/date-text';
import { lastBookableDate } from '@venue/core/booking/booking-horizon';
import { closedWeekdays, isClosedDay } from '@venue/core/booking/closed-days';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';
import type { Queryable } from '../db/database.port';
import { listBlockDates } from '../store/blocks.store';
import { readGeneralInfo } from '../store/venue.store';

/** A week ahead: far from tonight's cut-offs, well inside the 18 months a booking may look ahead. */
const DAYS_AHEAD = 7;

export interface Night {
  /** YYYY-MM-DD, for date columns. */
  readonly iso: string;
  /** MM/DD/YYYY, as the site sends dates. */
  readonly us: string;
}

export async function freeNight(db: Queryable, today: string): Promise<Night> {
  const start = parseIsoDate(today);
  if (start === null) throw new Error(`The venue's today ${today} is not a date.`);
  const blocks = await listBlockDates(db);
  const closed = closedWeekdays((await readGeneralInfo(db))?.hours);
  const held = new Set(
    (await db.query<{ night: string }>("SELECT to_char(night, 'YYYY-MM-DD') AS night FROM private_event_night")).map((r) => r.night),
  );
  const last = dayNumber(lastBookableDate(start));
  for (let day = dayNumber(start) + DAYS_AHEAD; day <= last; day++) {
    const date = fromDayNumber(day);
    const iso = isoDate(date);
    // ISO dates compare as text; a block touching the night at all (a window past midnight too) rules it out.
    const blocked = blocks.some((b) => b.dateFrom <= iso && iso <= b.dateTo);
    if (!blocked && !held.has(iso) && !isClosedDay(closed, date)) return { iso, us: formatDate(date) };
  }
  throw new Error('No open night within the booking horizon is free of blocks and private events.');
}
