// The database a backend test runs on: PGlite in memory, or, in the PostgreSQL test project
// (VENUE_TEST_POSTGRES_URL, set by postgres-global-setup.ts), a new database of its own on that server.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Database } from '../db/database.port';
import { openPgliteDatabase } from '../db/pglite.database';
import { openPostgresDatabase, type PostgresDatabase } from '../db/postgres.database';

/** Which database the backend tests run on in this process. */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.VENUE_TEST_POSTGRES_URL ? 'postgres' : 'pglite');

/**
 * A new, empty database (no migrations applied). `poolSize`: connections on the server (4 unless
 * said), so a test of real concurrency can run that many transactions at once; PGlite has one.
 */
export async function openTestDatabase(options: { readonly poolSize?: number } = {}): Promise<Database> {
  const server = process.env.VENUE_TEST_POSTGRES_URL;
  if (!server) return openPgliteDatabase(undefined, emptyPgliteTemplate());
  return openPostgresDatabase(await createDatabase(server), { poolSize: options.poolSize ?? 4 });
}

/** The empty database pglite-template-global-setup.ts wrote out, when the run made one: a copy starts in a second, not seconds. */
function emptyPgliteTemplate(): Blob | undefined {
  const file = process.env.VENUE_TEST_PGLITE_TEMPLATE;
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** Creates an empty database on the server at `serverUrl`; returns its URL. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const name = `venue_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Two handles on one new database of the test server, as two backend instances would hold (api-postgres only). */
export async function openTwoInstances(): Promise<readonly [PostgresDatabase, PostgresDatabase]> {
  const server = process.env.VENUE_TEST_POSTGRES_URL;
  if (!server) throw new Error('Two instances need the PostgreSQL test server (the api-postgres project).');
  const url = await createDatabase(server);
  return Promise.all([openPostgresDatabase(url, { poolSize: 4 }), openPostgresDatabase(url, { poolSize: 4 })]);
}
