// The one database port of the backend: plain SQL in, rows out. PGlite implements it;
// a real PostgreSQL pool could too, since every statement is portable SQL.

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
  close(): Promise<void>;
  /** Grows after every write that may change public content (db/content-writes.ts); caches compare it. */
  contentVersion(): number;
}
