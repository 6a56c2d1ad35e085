// Tells which statements may change what a guest can read (events, bottles, the venue, reviews...),
// so the API's in-memory content cache is dropped after them. Tables that only hold private data
// (orders, chat, tokens, form submissions) are listed; a write to any other table, or a statement
// this cannot read, counts as a content change: an unneeded drop costs one query, a missed one a stale page.
import type { Database, Queryable, SqlParam } from './database.port';

const privateTables = new Set([
  'access_token',
  'orders',
  'idempotency_keys',
  'private_event_night',
  'reservation_night',
  'online_guest',
  'chat_message',
  'mailing_list_member',
  'mailing_list_suppression',
  'signed_link_key',
  'form_submission',
  'uploaded_file',
  'staff_availability',
  'ticket_attendee',
  'staff_session',
  'rate_limit',
  'socket_io_attachments',
  'mail_outbox',
  'my_orders_link',
  'staff_presence',
]);

const read = /^\s*select\b/i;
const write = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)/i;

export function changesContent(sql: string): boolean {
  if (read.test(sql)) return false;
  const table = write.exec(sql)?.[1]?.toLowerCase();
  return table === undefined || !privateTables.has(table);
}

/** A database whose content version other processes' writes can grow too (db/postgres.database.ts). */
export interface WatchedDatabase extends Database {
  /** Another process on the same database changed content: every cached read is stale. */
  changedElsewhere(): void;
}

/**
 * The database with a content version: it grows once every write that may change content has ended.
 * `announce` is told after each such write, so other processes sharing the database can drop theirs.
 */
export function watchContentWrites(db: Omit<Database, 'contentVersion'>, announce: () => void = () => {}): WatchedDatabase {
  let version = 0;
  const changed = () => {
    version++;
    announce();
  };
  const bumpAfter = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      changed();
    }
  };
  return {
    query<Row>(sql: string, params?: readonly SqlParam[]) {
      return changesContent(sql) ? bumpAfter(db.query<Row>(sql, params)) : db.query<Row>(sql, params);
    },
    async transaction(work) {
      let dirty = false;
      try {
        return await db.transaction((tx) => {
          const watched: Queryable = {
            query<Row>(sql: string, params?: readonly SqlParam[]) {
              if (changesContent(sql)) dirty = true;
              return tx.query<Row>(sql, params);
            },
          };
          return work(watched);
        });
      } finally {
        // After the commit (or rollback): a read that started before it never stores what it saw under the new version.
        if (dirty) changed();
      }
    },
    exec: (script) => bumpAfter(db.exec(script)),
    exclusively: (work) => db.exclusively(work),
    close: () => db.close(),
    contentVersion: () => version,
    changedElsewhere: () => {
      version++;
    },
  };
}
