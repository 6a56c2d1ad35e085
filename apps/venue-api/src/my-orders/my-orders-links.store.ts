// The link requests of "find my orders" (migrations/019-my-orders.sql).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.port';

export interface MyOrdersLink {
  readonly id: string;
  readonly email: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** `language`: the page's the guest asked from (migrations/024-guest-language.sql); its mail is written in it. */
export async function insertMyOrdersLink(
  tx: Queryable,
  email: string,
  createdAt: Date,
  expiresAt: Date,
  language: string = 'en',
): Promise<MyOrdersLink> {
  const link = { id: randomUUID(), email, createdAt, expiresAt };
  await tx.query('INSERT INTO my_orders_link (id, email, created_at, expires_at, language) VALUES ($1, $2, $3, $4, $5)', [
    link.id,
    email,
    createdAt,
    expiresAt,
    language,
  ]);
  return link;
}

export async function findMyOrdersLink(db: Queryable, id: string): Promise<MyOrdersLink | undefined> {
  const [row] = await db.query<{ id: string; email: string; created_at: Date; expires_at: Date }>(
    'SELECT id, email, created_at, expires_at FROM my_orders_link WHERE id = $1',
    [id],
  );
  return row && { id: row.id, email: row.email, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
}

/** Link requests past their time: their tokens are refused on their own, so nothing needs the rows. */
export async function pruneMyOrdersLinks(db: Queryable, now: Date): Promise<number> {
  return (await db.query('DELETE FROM my_orders_link WHERE expires_at <= $1 RETURNING id', [now])).length;
}
