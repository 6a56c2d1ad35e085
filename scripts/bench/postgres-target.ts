// `npm run bench:api -- --database postgres`: a throwaway PostgreSQL server
// (apps/venue-api/src/testing/postgres-server.ts), a new database on it, and TWO real backend
// processes (`node --import tsx apps/venue-api/src/main.ts`, DATABASE_URL mode) on it, started at
// once as a venue's instances would be; the bench spreads its requests over both.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../apps/venue-api/src/config/env';
import { startPostgresServer } from '../../apps/venue-api/src/testing/postgres-server';
import { createDatabase } from '../../apps/venue-api/src/testing/test-database';
import type { Target } from './bench-target';
import { processCpuMs } from './process-cpu';

const INSTANCES = 2;
const START_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

async function waitForHealth(child: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`A backend stopped at start (${child.exitCode ?? child.signalCode}).`);
    const up = await fetch(`${origin}/venue-api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The backend at ${origin} did not start.`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startPostgresTarget(): Promise<Target> {
  const server = await startPostgresServer();
  const url = await createDatabase(server.url);
  const folder = await mkdtemp(join(tmpdir(), 'venue-bench-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const origins = await Promise.all(
      Array.from({ length: INSTANCES }, async (_, i) => {
        const port = await freePort();
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/venue-api/src/main.ts'], {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: url,
            PORT: String(port),
            VENUE_DATA_DIR: join(folder, `instance-${i + 1}`),
            // One folder of uploads for both, as docs/backend.md#several-instances asks.
            VENUE_UPLOADS_DIR: join(folder, 'uploads'),
            // One address sends hundreds of orders at once: the per-address budgets would measure themselves.
            VENUE_RATE_LIMITS: '0',
            NODE_ENV: 'test',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        children.push(child);
        const origin = `http://127.0.0.1:${port}`;
        await waitForHealth(child, origin);
        return origin;
      }),
    );
    const db = new pg.Client(url);
    await db.connect();
    return {
      apiUrls: origins.map((origin) => `${origin}/venue-api/`),
      description: `${origins.join(' and ')} (${INSTANCES} instances on one PostgreSQL ${await serverVersion(db)} server, requests alternating)`,
      countOrders: async (kind) => {
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE kind = $1', [kind]);
        return rows[0]?.n ?? 0;
      },
      serverCpuMs: async () => {
        const api = (await Promise.all(children.map((child) => (child.pid === undefined ? 0 : processCpuMs(child.pid))))).reduce(
          (a, b) => a + b,
          0,
        );
        return server.pid === undefined
          ? { 'API (2 processes)': api }
          : { 'API (2 processes)': api, PostgreSQL: await processCpuMs(server.pid, true) };
      },
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
