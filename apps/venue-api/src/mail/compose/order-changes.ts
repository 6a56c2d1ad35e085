// How many changes the guest saved to a reservation or a booking since it was confirmed (migrations/021-order-changes.sql):
// its calendar entry's SEQUENCE, so a calendar keeps the latest (docs/product.md#mail).
import type { Queryable } from '../../db/database.port';

export async function changesOf(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ changes: number | string | null }>('SELECT changes FROM orders WHERE id = $1', [orderId]);
  const n = Number(row?.changes ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
