// Whether a staff page is open (docs/backend.md#mail): the conversations list reloads itself every 15 seconds while
// it is open, and each load notes the time in the database, so every instance knows. A chat left waiting is mailed
// to the venue only when no staff page is open to show it.
import type { Queryable } from '../db/database.port';

/** Three of the list's reloads: a page not seen for longer is taken as closed. */
export const STAFF_PAGE_OPEN_MS = 45_000;

export async function noteStaffPageOpen(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO staff_presence (id, seen_at) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET seen_at = GREATEST(staff_presence.seen_at, EXCLUDED.seen_at)`,
    [now],
  );
}

export async function isStaffPageOpen(db: Queryable, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM staff_presence WHERE seen_at > $1', [new Date(now.getTime() - STAFF_PAGE_OPEN_MS)]);
  return rows.length > 0;
}
