// A throwaway PostgreSQL server for tests and benchmarks: Debian's `postgresql` binaries
// (docs/decisions.md#a-postgresql-server-for-the-tests), a new cluster in a temporary folder, a free
// port, durability off for speed; stopped and removed after. VENUE_TEST_DATABASE_URL uses a running
// server instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

export interface PostgresServer {
  /** The server's `postgres` database, as the superuser `venue`. */
  readonly url: string;
  /** The first postmaster's process id (its CPU time, for the API bench); undefined for a server given by URL. */
  readonly pid?: number;
  stop(): Promise<void>;
  /**
   * Stops the server as an operator would, keeping its data folder and port, and `startAgain` brings it back
   * there (a database outage, db/database-outage.test.ts); absent for a server given by URL.
   */
  readonly outage?: { halt(): Promise<void>; startAgain(): Promise<void> };
}

const START_TIMEOUT_MS = 60_000;

export async function startPostgresServer(): Promise<PostgresServer> {
  const given = process.env.VENUE_TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const bin = await postgresBinaries();
  const folder = await mkdtemp(join(tmpdir(), 'venue-postgres-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const owner = process.getuid?.() === 0 ? await systemUser('postgres') : undefined;
  if (owner) await chown(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'venue', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'], owner);
  const port = await freePort();
  const url = `postgres://venue@127.0.0.1:${port}/postgres`;
  let log = '';
  // The running postmaster; a new one after each startAgain.
  const running: { server?: ChildProcess } = {};
  const launch = async (): Promise<void> => {
    const child = spawn(
      join(bin, 'postgres'),
      [
        ...['-D', data, '-p', String(port), '-k', folder],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=500', '-c', 'shared_buffers=64MB'],
        ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...owner },
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    running.server = child;
    await waitUntilAccepting(url, child, () => log);
  };
  const stop = async () => {
    if (running.server) await stopProcess(running.server);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  const outage = {
    halt: async () => {
      if (running.server) await stopProcess(running.server);
    },
    startAgain: launch,
  };
  const pid = running.server?.pid;
  return pid === undefined ? { url, stop, outage } : { url, pid, stop, outage };
}

/** The folder of `initdb` and `postgres`: VENUE_POSTGRES_BIN, else Debian's newest installed version. */
async function postgresBinaries(): Promise<string> {
  const given = process.env.VENUE_POSTGRES_BIN;
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? (await readdir(root)).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'postgres')));
  if (!found)
    throw new Error(
      'No PostgreSQL server found for the tests: install Debian\'s "postgresql" package (apt-get install postgresql), ' +
        'set VENUE_POSTGRES_BIN to a folder with initdb and postgres, or VENUE_TEST_DATABASE_URL to a server to use.',
    );
  return found;
}

async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((l) => l.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error(`Running as root, the test PostgreSQL server needs a "${name}" user (Debian's postgresql package creates it).`);
  return { uid: Number(uid), gid: Number(gid) };
}

function run(command: string, args: readonly string[], owner: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...owner });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors}`))));
  });
}

async function waitUntilAccepting(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The test PostgreSQL server stopped at start:\n${log()}`);
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`The test PostgreSQL server did not start:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fast shutdown (SIGINT): open connections are closed, nothing needs to be kept. */
function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGINT');
  });
}
