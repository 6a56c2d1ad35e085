// PGlite (PostgreSQL in WebAssembly) behind the database port: file-backed for `npm start`,
// in memory for tests. Statements go over the wire session (pglite-wire.ts), one at a time.
import { Mutex, PGlite } from '@electric-sql/pglite';
import { watchContentWrites } from './content-writes';
import type { Database, Queryable, SqlParam } from './database.port';
import { wireSession, type WireSession } from './pglite-wire';
import { reachability, watchReachability } from './reachability';

/** The embedded database, which can also write itself out whole (backups, docs/backend.md#backups). */
export interface PgliteDatabase extends Database {
  /** A gzipped tar of the data folder, taken between two statements, so it is consistent. */
  dump(): Promise<Blob>;
}

/**
 * Runs `work` in one transaction. BEGIN travels with the first statement, and a transaction that
 * ran no statement sends neither BEGIN nor COMMIT.
 */
async function inTransaction<T>(wire: WireSession, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let begun = false;
  let closed = false;
  const tx: Queryable = {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      if (closed) throw new Error('The transaction is closed.');
      const begin = !begun;
      begun = true;
      return wire.statement<Row>(sql, params, { begin, inTransaction: true });
    },
  };
  try {
    const result = await work(tx);
    closed = true;
    // COMMIT of a transaction a failed statement aborted answers ROLLBACK.
    if (begun && (await wire.command('COMMIT')) === 'ROLLBACK') throw new Error('The transaction was rolled back.');
    return result;
  } catch (error) {
    if (begun && !closed) await wire.command('ROLLBACK');
    closed = true;
    throw error;
  }
}

/** Opens a database; `dataDir` undefined means in memory. `restoreFrom`: a dump to start an empty folder from. */
export async function openPgliteDatabase(dataDir?: string, restoreFrom?: Blob): Promise<PgliteDatabase> {
  const options = restoreFrom === undefined ? {} : { loadDataDir: restoreFrom };
  const pg = dataDir === undefined ? await PGlite.create(options) : await PGlite.create(dataDir, options);
  const wire = wireSession(pg);
  // One connection: a statement or a whole transaction at a time. A dump waits on PGlite's own lock.
  const turn = new Mutex();
  // A closed or aborted engine answers nothing more: told to the log once (reachability.ts).
  const watched = watchReachability(
    {
      query: <Row>(sql: string, params: readonly SqlParam[] = []) =>
        turn.runExclusive(() => wire.statement<Row>(sql, params, { begin: false, inTransaction: false })),
      transaction: (work) => turn.runExclusive(() => inTransaction(wire, work)),
      exec: (script) =>
        turn.runExclusive(async () => {
          await pg.exec(script);
          // The script may have changed tables that prepared statements read.
          await wire.forgetPrepared();
        }),
      // One process per data folder (process/data-folder-lock.ts) and one connection: nothing to wait for.
      exclusively: (work) => work(),
      close: () => pg.close(),
    },
    reachability('The embedded database'),
  );
  const db = watchContentWrites(watched);
  return { ...db, dump: () => pg.dumpDataDir('gzip') };
}
