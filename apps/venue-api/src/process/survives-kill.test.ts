// Data that survives (docs/backend.md#data-that-survives): the real server is killed with SIGKILL in
// the middle of a burst of orders, started again on the same data folder, and every order it
// acknowledged is there exactly once; sending the whole burst again with the same keys adds only the
// orders that were never acknowledged.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pglite.database';
import { BACKEND_START_TIMEOUT_MS, signInAt, startBackendProcess, type BackendProcess } from '../testing/backend-process';

const BURST = 40;
const AT_ONCE = 4;

const running: BackendProcess[] = [];
afterAll(() => running.forEach(({ child }) => child.kill('SIGKILL')));

async function startServer(dataDir: string): Promise<BackendProcess> {
  const server = await startBackendProcess({ VENUE_DATA_DIR: dataDir });
  running.push(server);
  return server;
}

/** Resolves once the killed process has gone (a child killed by a signal has a signalCode). */
const exited = ({ child }: BackendProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

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
  it(
    'keeps every acknowledged order exactly once, and a resent burst makes no second one',
    { timeout: 4 * BACKEND_START_TIMEOUT_MS },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'venue-kill-'));
      const first = await startServer(dataDir);
      const token = await signInAt(first.origin);

      const acknowledged = new Map<number, string>();
      let next = 0;
      const worker = async () => {
        while (next < BURST) {
          const n = next++;
          const id = await order(first.origin, token, n);
          if (id !== null) acknowledged.set(n, id);
          if (acknowledged.size === BURST / 2) first.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      await exited(first);
      expect(acknowledged.size).toBeGreaterThanOrEqual(BURST / 2);
      expect(acknowledged.size).toBeLessThan(BURST);

      const second = await startServer(dataDir);
      const token2 = await signInAt(second.origin);
      const resent = await Promise.all(Array.from({ length: BURST }, (_, n) => order(second.origin, token2, n)));
      for (const [n, id] of acknowledged) expect(resent[n], `order ${n}`).toBe(id);
      expect(resent.every((id) => id !== null)).toBe(true);

      await second.stop();
      const db = await openPgliteDatabase(join(dataDir, 'pglite'));
      const rows = await db.query<{ id: string }>("SELECT id FROM orders WHERE kind = 'gift-cards'");
      await db.close();
      expect(rows).toHaveLength(BURST);
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(resent));
    },
  );
});
