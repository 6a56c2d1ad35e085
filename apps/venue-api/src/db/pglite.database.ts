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

/** Opens a database; `dataDir` undefined means in memory. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pg = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  const self = wrap(pg);
  return watchContentWrites({
    query: self.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    exec: async (script) => {
      await pg.exec(script);
    },
    close: () => pg.close(),
  });
}
