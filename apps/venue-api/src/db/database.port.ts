// The one database port of the backend: plain SQL in, rows out. PGlite (embedded, the default)
// and a PostgreSQL server pool (DATABASE_URL) implement it; every statement is portable SQL.

export type SqlParam = string | number | boolean | null | Date;

export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations), without parameters. */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` while no other backend process on the same database runs its own: start-up
   * chores (migrations, seeding) when several instances start at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Grows after every write that may change public content (db/content-writes.ts); caches compare it. */
  contentVersion(): number;
}
