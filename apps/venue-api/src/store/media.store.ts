// Pictures generated at seed time.
import type { Queryable } from '../db/database.port';

export async function findMedia(db: Queryable, name: string): Promise<{ contentType: string; body: string } | undefined> {
  const [row] = await db.query<{ content_type: string; body: string }>('SELECT content_type, body FROM media WHERE name = $1', [name]);
  return row && { contentType: row.content_type, body: row.body };
}
