// A real backend process (main.ts, run by tsx) for tests that need several, or need to kill one: started
// on a free port with the environment given, ready once /venue-api/health answers, stopped with SIGTERM
// (SIGKILL after a while). Its last output is kept for the error when it stops at start.
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../config/env';
import { demoSignIn } from './demo-sign-in';
import { freePort } from './free-port';

export const BACKEND_START_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 15_000;

export interface BackendProcess {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly origin: string;
  readonly child: ChildProcess;
  /** Stops it (SIGTERM, then SIGKILL if it lingers); resolves once it has exited. */
  stop(): Promise<void>;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())));

/** Signs in at a running backend as the site does, with the demo client; the app token. */
export async function signInAt(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/venue-api/oauth/token`, demoSignIn);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Starts `main.ts` with `env` added to this process's environment (PORT is chosen here). */
export async function startBackendProcess(env: Record<string, string>): Promise<BackendProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/venue-api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (hasExited(child)) return;
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(kill);
  };
  const deadline = Date.now() + BACKEND_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`The backend stopped at start (${child.exitCode ?? child.signalCode}):\n${log}`);
    const healthy = await fetch(`${origin}/venue-api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { origin, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The backend did not start:\n${log}`);
}
