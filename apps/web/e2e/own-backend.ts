// A backend of a test's own: the demo venue (or a seed the test gives) with a fresh data folder, on a
// free port. For tests that change what every guest sees (web support off, a seed of payloads), so
// the tests running beside them on the shared backends never meet the change. The site must be
// built: the config's first webServer did.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface OwnBackend {
  readonly baseURL: string;
  /** What the server wrote to stderr, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts it and waits until it answers; `env` adds to or overrides the test's own environment. */
export async function startOwnBackend(env: Record<string, string> = {}): Promise<OwnBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'venue-own-'));
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/venue-api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), VENUE_DATA_DIR: join(dir, 'data'), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The backend stopped: ${errors}`);
    const up = await fetch(`${baseURL}/venue-api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error(`The backend did not start: ${errors}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    baseURL,
    log: () => errors.slice(-2_000),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
