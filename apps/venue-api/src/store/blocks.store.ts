// Block dates: every one (block-times) or those not over yet (getUpBlocks).
import type { Queryable } from '../db/database.port';
import type { SeedBlockDate } from '../seed/venue-seed.schema';

export type StoredBlockDate = typeof SeedBlockDate.Type;

interface BlockRow {
  id: string;
  date_from: string;
  date_to: string;
  time_from: string | null;
  time_to: string | null;
  notes: string;
}

/** `notOverOn`: keep only blocks whose last night is that date or later. */
export async function listBlockDates(db: Queryable, notOverOn?: string): Promise<StoredBlockDate[]> {
  const select =
    "SELECT id, to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to, time_from, time_to, notes FROM block_date";
  const rows =
    notOverOn === undefined
      ? await db.query<BlockRow>(`${select} ORDER BY date_from, id`)
      : await db.query<BlockRow>(`${select} WHERE date_to >= $1::date ORDER BY date_from, id`, [notOverOn]);
  return rows.map((r) => ({
    _id: r.id,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    timeFrom: r.time_from,
    timeTo: r.time_to,
    notes: r.notes,
  }));
}
