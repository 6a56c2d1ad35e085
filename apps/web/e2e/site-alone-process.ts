// A site started alone for one test (apps/venue-api/src/site-alone/main.ts), in front of whatever API
// the test names, on a free port; its log is kept for the test to read.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface SiteAlone {
  readonly baseURL: string;
  /** What the site's server printed so far. */
  log(): string;
  stop(): Promise<void>;
}

export async function startSiteAlone(apiUrl: string): Promise<SiteAlone> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/venue-api/src/site-alone/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), VENUE_API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Venue site:')) {
        clearInterval(check);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(check);
        reject(new Error(`The site alone did not start:\n${output}`));
      }
    }, 100);
  });
  return {
    baseURL: `http://localhost:${port}`,
    log: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
