// Content that every order's check reads (the venue's settings, the bottles), decoded once per
// content version of the database (db/content-writes.ts) rather than queried in each order's
// transaction, which holds the embedded database for everyone else meanwhile.
import type { Database, Queryable } from '../db/database.port';

/** `load` runs on `db` (the caller's transaction, when it has one); its result is kept for `owner`'s current content version. */
export function contentMemo<T>(load: (db: Queryable) => Promise<T>): (owner: Database, db: Queryable) => Promise<T> {
  const kept = new WeakMap<Database, { readonly version: number; readonly value: T }>();
  return async (owner, db) => {
    const version = owner.contentVersion();
    const entry = kept.get(owner);
    if (entry?.version === version) return entry.value;
    const value = await load(db);
    // A write that ended meanwhile may have changed what was read: use it once, keep it not.
    if (owner.contentVersion() === version) kept.set(owner, { version, value });
    return value;
  };
}
