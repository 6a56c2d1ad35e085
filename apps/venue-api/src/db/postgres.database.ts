// A PostgreSQL server behind the database port (DATABASE_URL, docs/backend.md#postgresql-server):
// a pool of connections, values read back exactly as PGlite reads them, and every content change
// announced to the other instances on the same database (NOTIFY), so their caches drop too.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { watchContentWrites, type WatchedDatabase } from './content-writes';
import type { Queryable, SqlParam } from './database.port';
import { listenForever } from './postgres-listener';
import { reachability, watchReachability } from './reachability';

/** The channel every instance listens on; the payload is the announcing instance's id. */
export const CONTENT_CHANNEL = 'venue_content';
/** The advisory lock start-up chores take (any number, the same in every instance). */
const START_UP_LOCK = 7_146_001;

// PGlite reads int8 as a number, dates as midnight UTC and timestamps as UTC; so does this pool,
// so no store or route can tell the two apart (every bigint here is cents or a count, far below 2^53).
const parsers: Readonly<Record<number, (text: string) => unknown>> = {
  20: Number,
  1082: (text) => new Date(`${text}T00:00:00Z`),
  1114: (text) => new Date(`${text.replace(' ', 'T')}Z`),
};
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

// PGlite sends a Date as its ISO string (UTC); node-postgres would send local time. Send the same.
const sendable = (params: readonly SqlParam[]) => params.map((p) => (p instanceof Date ? p.toISOString() : p));

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: string, params: readonly SqlParam[] = []) {
    return (await client.query(sql, sendable(params))).rows as Row[];
  },
});

export interface PostgresDatabase extends WatchedDatabase {
  /** The shared pool, for the socket.io adapter and the rate limiter (docs/backend.md#several-instances). */
  readonly pool: pg.Pool;
}

export interface PostgresOptions {
  /** Connections in the pool (at least 2: start-up chores hold one while they run on others). */
  readonly poolSize?: number;
}

/** Connects to the server at `url` (a postgres:// URL) and listens for other instances' content changes. */
export async function openPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  // Dates read and written in UTC, as PGlite does (`options` is a start-up parameter node-postgres sends, missing from its types).
  const config: pg.PoolConfig = {
    connectionString: url,
    max: Math.max(2, options.poolSize ?? 10),
    types,
    ...{ options: '-c TimeZone=UTC' },
  };
  const pool = new pg.Pool(config);
  // Told to the log once when the server goes and once when it is back (reachability.ts).
  const state = reachability('The PostgreSQL server');
  let closed = false;
  // An idle connection the server dropped is only logged: the pool opens another when needed. One dropped
  // while the pool is closing says nothing about the server.
  pool.on('error', (error) => {
    if (!closed && !state.failed(error)) console.error('PostgreSQL connection lost:', error.message);
  });
  // A connection lost while checked out (socket.io's adapter holds one for LISTEN all the time) emits
  // 'error' with nobody listening, which would crash the process: its query fails on its own, and the
  // adapter reconnects on 'end'.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('SELECT 1');

  const instance = randomUUID();
  const announcer = coalesced(
    async () => {
      if (!closed) await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, instance]);
    },
    (error) => {
      if (!state.failed(error)) console.error('Could not announce a content change:', error);
    },
  );
  const db = watchContentWrites(
    watchReachability(
      {
        ...wrap(pool),
        // A failure anywhere rolls back on the same connection (withClient), so none goes back to the
        // pool inside a broken transaction; a script may open its own transaction (migrations).
        transaction: (work) =>
          withClient(pool, async (client) => {
            await client.query('BEGIN');
            const result = await work(wrap(client));
            await client.query('COMMIT');
            return result;
          }),
        exec: async (script) => {
          await withClient(pool, (client) => client.query(script));
        },
        exclusively: (work) =>
          withClient(pool, async (client) => {
            await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
            try {
              return await work();
            } finally {
              await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]);
            }
          }),
        close: async () => {
          closed = true;
          await listener.stop();
          await pool.end();
        },
      },
      state,
    ),
    announcer,
  );
  const listener = listenForever(config, CONTENT_CHANNEL, {
    heard: (from) => {
      if (from !== instance) db.changedElsewhere();
    },
    // Changes announced while the listener was away were missed: treat every cache as stale.
    reconnected: () => db.changedElsewhere(),
  });
  await listener.ready;
  return { ...db, pool };
}

/** Runs `work` on one connection of the pool, rolled back there if it fails; a connection that cannot even roll back is closed. */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let healthy = true;
  try {
    return await work(client);
  } catch (error) {
    healthy = await client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    throw error;
  } finally {
    client.release(!healthy);
  }
}

/** Calls `send` for each `announce()`, but never twice at once: announcements during a send make one more. */
function coalesced(send: () => Promise<unknown>, failed: (error: unknown) => void): () => void {
  let sending = false;
  let again = false;
  const run = (): void => {
    sending = true;
    again = false;
    send()
      .catch(failed)
      .finally(() => {
        sending = false;
        if (again) run();
      });
  };
  return () => {
    if (sending) again = true;
    else run();
  };
}
