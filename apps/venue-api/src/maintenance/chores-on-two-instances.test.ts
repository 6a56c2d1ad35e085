// The hourly and per-minute chores (keep-tidy.ts) run on every instance, with nothing to take turns:
// run at the same moment on two instances of one PostgreSQL database, each expired thing goes once
// (docs/backend.md#several-instances). Only in the api-postgres project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresDatabase } from '../db/postgres.database';
import { releaseExpiredHolds } from '../store/ticket-holds.store';
import { orderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';
import { openTwoInstances, testDatabaseKind } from '../testing/test-database';
import { pruneExpired, retention } from './retention';

describe.runIf(testDatabaseKind() === 'postgres')('the chores on two instances at once', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let api: TestApi;
  beforeAll(async () => {
    handles = await openTwoInstances();
    api = await startTestApi({ db: handles[0] });
  }, DB_START_TIMEOUT_MS);
  afterAll(() => Promise.all(handles.map((db) => db.close())));

  const soldOf = async (id: string) =>
    (await handles[0].query<{ sold: number }>('SELECT sold FROM ticket_type WHERE id = $1', [id]))[0]?.sold;

  it('release each run-out ticket hold once, its seats back on sale once', async () => {
    const ticket = 'event-up-2-ga';
    const before = await soldOf(ticket);
    const client = orderTestClient(api);
    const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
    for (let i = 0; i < 6; i += 1) {
      const res = await client.post('new-ticket-order', { eventId: 'event-up-2', tickets: [{ ticketId: ticket, quantity: 1 }], ...guest });
      expect(res.status).toBe(200);
    }
    expect(await soldOf(ticket)).toBe((before ?? 0) + 6);
    const later = new Date(TEST_NOW.getTime() + 60 * 60 * 1000);
    const released = await Promise.all(handles.map((db) => db.transaction((tx) => releaseExpiredHolds(tx, later))));
    const ids = released.flat();
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await soldOf(ticket)).toBe(before);
  });

  it('prune each expired idempotency key once, and neither instance fails', async () => {
    const old = new Date(TEST_NOW.getTime() - retention.idempotencyKeyMs - 60_000);
    for (let i = 0; i < 20; i += 1)
      await handles[0].query(
        `INSERT INTO idempotency_keys (endpoint, key, request_hash, response_status, response_body, created_at)
         VALUES ('chores', $1, 'h', 200, '{}'::jsonb, $2)`,
        [`old-${i}`, old],
      );
    const uploadsDir = api.context().uploadsDir;
    const pruned = await Promise.all(handles.map((db) => pruneExpired({ db, uploadsDir }, TEST_NOW)));
    expect(pruned.reduce((sum, p) => sum + p.idempotencyKeys, 0)).toBe(20);
    expect(await handles[1].query("SELECT key FROM idempotency_keys WHERE endpoint = 'chores'")).toEqual([]);
  });
});
