// Data that survives (docs/backend.md#data-that-survives): the real server is killed with SIGKILL in
// the middle of a burst of orders, started again on the same data folder, and every order it
// acknowledged is there exactly once; sending the whole burst again with the same keys adds only the
// orders that were never acknowledged.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoClient } from '../config/demo-client';
import { repoRoot } from '../config/env';
import { openPgliteDatabase } from '../db/pglite.database';

const BURST = 40;
const AT_ONCE = 4;
const START_TIMEOUT_MS = 90_000;

const running: ChildProcess[] = [];
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A child killed by a signal has a signalCode, not an exitCode. */
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())));

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/venue-api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), VENUE_DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  running.push(child);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`The server stopped (${child.exitCode ?? child.signalCode}).`);
    if (
      await fetch(`http://127.0.0.1:${port}/venue-api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start.');
}

async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/venue-api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
      username: demoClient.username,
      password: demoClient.password,
      grant_type: 'password',
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A gift card order; resolves with its id when acknowledged, null when the server died first. */
async function order(origin: string, token: string, n: number): Promise<string | null> {
  try {
    const answer = await fetch(`${origin}/venue-api/submit-gift-card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `burst-${n}` },
      body: JSON.stringify({
        amount: 25 + n,
        senderName: 'Dana Guest',
        senderEmail: 'dana@example.com',
        recipientName: 'Rory Friend',
        recipientEmail: `rory${n}@example.com`,
      }),
    });
    if (!answer.ok) return null;
    return ((await answer.json()) as { data: { orderId: string } }).data.orderId;
  } catch {
    return null;
  }
}

describe('a killed server', () => {
  it('keeps every acknowledged order exactly once, and a resent burst makes no second one', { timeout: 4 * START_TIMEOUT_MS }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'venue-kill-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = await startServer(dataDir, port);
    const token = await signIn(origin);

    const acknowledged = new Map<number, string>();
    let next = 0;
    const worker = async () => {
      while (next < BURST) {
        const n = next++;
        const id = await order(origin, token, n);
        if (id !== null) acknowledged.set(n, id);
        if (acknowledged.size === BURST / 2) first.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    await exited(first);
    expect(acknowledged.size).toBeGreaterThanOrEqual(BURST / 2);
    expect(acknowledged.size).toBeLessThan(BURST);

    const second = await startServer(dataDir, port);
    const token2 = await signIn(origin);
    const resent = await Promise.all(Array.from({ length: BURST }, (_, n) => order(origin, token2, n)));
    for (const [n, id] of acknowledged) expect(resent[n], `order ${n}`).toBe(id);
    expect(resent.every((id) => id !== null)).toBe(true);

    second.kill('SIGTERM');
    await exited(second);
    const db = await openPgliteDatabase(join(dataDir, 'pglite'));
    const rows = await db.query<{ id: string }>("SELECT id FROM orders WHERE kind = 'gift-cards'");
    await db.close();
    expect(rows).toHaveLength(BURST);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(resent));
  });
});
