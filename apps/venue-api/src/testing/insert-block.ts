// A block date written straight into block_date, for route tests of blocked periods.
import type { Queryable } from '../db/database.port';

export interface TestBlock {
  readonly id: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly timeFrom: string | null;
  readonly timeTo: string | null;
  readonly notes: string;
}

export async function insertBlock(db: Queryable, block: TestBlock): Promise<void> {
  await db.query('INSERT INTO block_date (id, date_from, date_to, time_from, time_to, notes) VALUES ($1, $2::date, $3::date, $4, $5, $6)', [
    block.id,
    block.dateFrom,
    block.dateTo,
    block.timeFrom,
    block.timeTo,
    block.notes,
  ]);
}
