// A PostgreSQL server stopped under a stream of orders and started again (docs/backend.md#when-the-database-goes-away):
// while it is away every call answers 503 `unavailable` with Retry-After, never 500; once it is back, without
// restarting the backend, every order that was acknowledged is there, a retry under the same Idempotency-Key
// makes no second order, and new orders are taken. The log says once that it went and once that it came back.
// A server of its own (it is stopped), so only in the api-postgres project and not on a server given by URL.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../http/database-outage';
import { concurrentBuyers } from '../testing/concurrent-buyers';
import { startPostgresServer, type PostgresServer } from '../testing/postgres-server';
import { DB_START_TIMEOUT_MS, startTestApi } from '../testing/test-api';
import { createDatabase, testDatabaseKind } from '../testing/test-database';
import { openPostgresDatabase, type PostgresDatabase } from './postgres.database';

interface Answer {
  readonly key: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly retryAfter: string | null;
  readonly orderId: string | undefined;
}

/** Waits until `ready` holds, however slow the machine: the test's own timeout is the only limit. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe.runIf(testDatabaseKind() === 'postgres' && !process.env.VENUE_TEST_DATABASE_URL)('a PostgreSQL server that goes away', () => {
  let server: PostgresServer | undefined;
  let db: PostgresDatabase | undefined;
  afterAll(async () => {
    await db?.close().catch(() => undefined);
    await server?.stop();
  });

  it('answers 503 while it is away and keeps every acknowledged order', { timeout: 3 * DB_START_TIMEOUT_MS }, async () => {
    server = await startPostgresServer();
    const outage = server.outage;
    if (!outage) throw new Error('The test server cannot be stopped and started again.');
    db = await openPostgresDatabase(await createDatabase(server.url), { poolSize: 4 });
    const api = await startTestApi({ db });
    const token = await api.signIn();
    const buyers = concurrentBuyers(api, token);
    const type = await buyers.ticketWithSeatsLeft('event-up-6', 10_000);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    const answers: Answer[] = [];
    const order = async (key: string, n: number): Promise<Answer> => {
      const res = await buyers.ticketOrder('event-up-6', type.id, 1, { 'idempotency-key': key, 'x-forwarded-for': buyers.address(n) });
      const body = (await res.json()) as { data?: { orderId?: string }; error?: { code?: string } };
      return { key, status: res.status, code: body.error?.code, retryAfter: res.headers.get('retry-after'), orderId: body.data?.orderId };
    };
    // Two guests ordering one after another, all through the outage.
    let streaming = true;
    let sent = 0;
    const stream = Promise.all(
      [0, 1].map(async () => {
        while (streaming) {
          const n = ++sent;
          const answer = await order(`outage-${n}`, n);
          answers.push(answer);
          // As a guest's page would, a moment before the next try (not Retry-After's seconds: the test waits for no clock).
          if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    const taken = () => answers.filter((a) => a.status === 200).length;
    const refused = () => answers.filter((a) => a.status === 503).length;
    try {
      await until(() => taken() >= 5);
      await outage.halt();
      await until(() => refused() >= 5);
      // A read too: the token is known to the instance, the order is in the database that is away.
      const firstOrder = answers.find((a) => a.status === 200)?.orderId ?? '';
      const whileAway = await api
        .app()
        .request(`/venue-api/api/ticketBooking/bookingPayment/${firstOrder}`, { headers: { authorization: `Bearer ${token}` } });
      await outage.startAgain();
      const after = taken();
      await until(() => taken() >= after + 5);
      streaming = false;
      await stream;

      expect([whileAway.status, whileAway.headers.get('retry-after')]).toEqual([503, String(OUTAGE_RETRY_AFTER_SECONDS)]);
      // Every answer was an order or the outage's 503, none a 500.
      const other = answers.filter((a) => a.status !== 200 && (a.status !== 503 || a.code !== 'unavailable'));
      expect(other).toEqual([]);
      expect(new Set(answers.filter((a) => a.status === 503).map((a) => a.retryAfter))).toEqual(
        new Set([String(OUTAGE_RETRY_AFTER_SECONDS)]),
      );

      // The guests try again what was refused, under the same keys: each key one order, whether it had been made or not.
      const retried = await Promise.all(answers.filter((a) => a.status === 503).map((a, i) => order(a.key, 1000 + i)));
      expect(retried.map((a) => a.status)).toEqual(retried.map(() => 200));
      const orderIds = [...answers, ...retried].flatMap((a) => (a.orderId === undefined ? [] : [a.orderId]));
      const stored = await buyers.statusesOf(orderIds);
      expect(stored.map((row) => row.id).sort()).toEqual([...new Set(orderIds)].sort());
      expect(await buyers.ordersOf(type.id)).toBe(new Set(orderIds).size);

      const said = [...errors.mock.calls, ...logs.mock.calls].map((call) => call.map(String).join(' '));
      expect(
        said.filter((line) => line.startsWith('The PostgreSQL server cannot be reached')),
        said.join('\n'),
      ).toHaveLength(1);
      expect(
        said.filter((line) => line.startsWith('The PostgreSQL server is back')),
        said.join('\n'),
      ).toHaveLength(1);
    } finally {
      streaming = false;
      errors.mockRestore();
      logs.mockRestore();
    }
  });
});
