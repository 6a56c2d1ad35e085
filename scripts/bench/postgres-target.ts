// `npm run bench:api -- --database postgres`: a throwaway PostgreSQL server
// (apps/venue-api/src/testing/postgres-server.ts), a new database on it, and TWO real backend
// processes (`node --import tsx apps/venue-api/src/main.ts`, DATABASE_URL mode) on it, started at
// once as a venue's instances would be; the bench spreads its requests over both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBackendProcess, type BackendProcess } from '../../apps/venue-api/src/testing/backend-process';
import { startPostgresServer } from '../../apps/venue-api/src/testing/postgres-server';
import { createDatabase } from '../../apps/venue-api/src/testing/test-database';
import { dropResult, ticketTypeWithSeatsLeft } from '../../apps/venue-api/src/testing/ticket-drop';
import type { Queryable } from '../../apps/venue-api/src/db/database.port';
import type { Target } from './bench-target';
import { processCpuMs } from './process-cpu';

const INSTANCES = 2;

export async function startPostgresTarget(): Promise<Target> {
  const server = await startPostgresServer();
  const url = await createDatabase(server.url);
  const folder = await mkdtemp(join(tmpdir(), 'venue-bench-'));
  const instances: BackendProcess[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const origins = await Promise.all(
      Array.from({ length: INSTANCES }, async (_, i) => {
        const instance = await startBackendProcess({
          DATABASE_URL: url,
          VENUE_DATA_DIR: join(folder, `instance-${i + 1}`),
          // One folder of uploads for both, as docs/backend.md#several-instances asks.
          VENUE_UPLOADS_DIR: join(folder, 'uploads'),
          // One address sends hundreds of orders at once: the per-address budgets would measure themselves.
          VENUE_RATE_LIMITS: '0',
          // The ticket drop's guests each send their own address, as the venue's TLS proxy would.
          VENUE_TRUST_PROXY: '1',
        });
        instances.push(instance);
        return instance.origin;
      }),
    );
    const db = new pg.Client(url);
    await db.connect();
    const queryable: Queryable = { query: async (sql, params) => (await db.query(sql, params as unknown[])).rows };
    return {
      apiUrls: origins.map((origin) => `${origin}/venue-api/`),
      description: `${origins.join(' and ')} (${INSTANCES} instances on one PostgreSQL ${await serverVersion(db)} server, requests alternating)`,
      countOrders: async (kind) => {
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE kind = $1', [kind]);
        return rows[0]?.n ?? 0;
      },
      serverCpuMs: async () => {
        const api = (await Promise.all(instances.map(({ child }) => (child.pid === undefined ? 0 : processCpuMs(child.pid))))).reduce(
          (a, b) => a + b,
          0,
        );
        return server.pid === undefined
          ? { 'API (2 processes)': api }
          : { 'API (2 processes)': api, PostgreSQL: await processCpuMs(server.pid, true) };
      },
      // The venue's date in the demo's time zone is near enough: the drop takes an event days ahead.
      dropTicket: (seats) => ticketTypeWithSeatsLeft(queryable, new Date().toISOString().slice(0, 10), seats),
      dropResult: (ticketId) => dropResult(queryable, ticketId),
      stop: async () => {
        await db.end();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function serverVersion(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ v: string }>("SELECT split_part(current_setting('server_version'), ' ', 1) AS v");
  return rows[0]?.v ?? '';
}
