// Ordered content lists kept as documents (content_item): faq, menus, home page parts, talents,
// gallery. Each read decodes with the entity's schema.
import type { Schema } from 'effect';
import type { Queryable } from '../db/database.port';
import { decodeStored } from './decode-stored';

export type Collection =
  | 'faq'
  | 'food-menu'
  | 'drink-menu'
  | 'slider'
  | 'popup'
  | 'promotion'
  | 'talent'
  | 'venue-photo'
  | 'venue-video'
  | 'fb-photo'
  | 'event-album'
  | 'job-position';

export async function listItems<S extends Schema.Top>(
  db: Queryable,
  collection: Collection,
  schema: S,
  page?: { offset: number; limit: number },
): Promise<S['Type'][]> {
  const rows = page
    ? await db.query<{ doc: unknown }>('SELECT doc FROM content_item WHERE collection = $1 ORDER BY position, id OFFSET $2 LIMIT $3', [
        collection,
        page.offset,
        page.limit,
      ])
    : await db.query<{ doc: unknown }>('SELECT doc FROM content_item WHERE collection = $1 ORDER BY position, id', [collection]);
  return rows.map((row) => decodeStored(schema, collection, row.doc));
}

export async function countItems(db: Queryable, collection: Collection): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_item WHERE collection = $1', [collection]);
  return row?.n ?? 0;
}

export async function findItem<S extends Schema.Top>(
  db: Queryable,
  collection: Collection,
  id: string,
  schema: S,
): Promise<S['Type'] | undefined> {
  const [row] = await db.query<{ doc: unknown }>('SELECT doc FROM content_item WHERE collection = $1 AND id = $2', [collection, id]);
  return row && decodeStored(schema, collection, row.doc);
}

/** Whether food delivery offers this food menu item; false when there is no such item. */
export async function setFoodDeliverable(db: Queryable, id: string, deliverable: boolean): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE content_item SET doc = jsonb_set(doc, '{deliverable}', to_jsonb($2::boolean)) WHERE collection = 'food-menu' AND id = $1 RETURNING id`,
    [id, deliverable],
  );
  return rows.length > 0;
}
