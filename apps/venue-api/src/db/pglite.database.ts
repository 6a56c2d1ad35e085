// PGlite (PostgreSQL in WebAssembly) behind the database port: file-backed for `npm start`,
// in memory for tests.
import { PGlite } from '@electric-sql/pglite';
import { watchContentWrites } from './content-writes';
import type { Database, Queryable, SqlParam } from './database.port';

interface PgQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const wrap = (pg: PgQueryable): Queryable => ({
  async query<Row>(sql: string, params: readonly SqlParam[] = []) {
    return (await pg.query<Row>(sql, [...params])).rows;
  },
});

/** The embedded database, which can also write itself out whole (backups, docs/backend.md#backups). */
export interface PgliteDatabase extends Database {
  /** A gzipped tar of the data folder, taken between two statements, so it is consistent. */
  dump(): Promise<Blob>;
}

/** Opens a database; `dataDir` undefined means in memory. `restoreFrom`: a dump to start an empty folder from. */
export async function openPgliteDatabase(dataDir?: string, restoreFrom?: Blob): Promise<PgliteDatabase> {
  const options = restoreFrom === undefined ? {} : { loadDataDir: restoreFrom };
  const pg = dataDir === undefined ? await PGlite.create(options) : await PGlite.create(dataDir, options);
  const self = wrap(pg);
  const db = watchContentWrites({
    query: self.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    exec: async (script) => {
      await pg.exec(script);
    },
    // One process per data folder (process/data-folder-lock.ts) and one connection: nothing to wait for.
    exclusively: (work) => work(),
    close: () => pg.close(),
  });
  return { ...db, dump: () => pg.dumpDataDir('gzip') };
}
