// Guest codes on two backend instances sharing one PostgreSQL database (docs/backend.md#several-instances): both make
// the venue's key at the same moment and end up with the one stored, and a code issued on one is the same code,
// signed the same, when the other serves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresDatabase } from '../db/postgres.database';
import { orderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTwoTestApis, type TestApi } from '../testing/test-api';
import { testDatabaseKind } from '../testing/test-database';
import { loadOrCreateVenueKeys } from './venue-keys';

describe.runIf(testDatabaseKind() === 'postgres')('guest codes on two instances', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    ({ a, b, handles } = await startTwoTestApis());
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(handles.map((db) => db.close()));
  });

  it('make one key between them, however many ask at once', async () => {
    const asked = await Promise.all([a, b, a, b].map((api) => loadOrCreateVenueKeys(api.db, api.context().now)));
    expect(new Set(asked.map((k) => k.publicKey)).size).toBe(1);
    expect(await a.db.query('SELECT id FROM guest_code_key')).toHaveLength(1);
  });

  it('serve the same codes for an order paid on one of them', async () => {
    const onA = orderTestClient(a);
    const onB = orderTestClient(b);
    const created = await onA.post('new-ticket-order', {
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
      clientName: 'Vera Buyer',
      clientEmail: 'vera@example.com',
      clientPhoneNumber: '+12125550177',
    });
    const { orderId, orderSecret } = (await onA.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
    expect((await onA.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(200);
    const path = `guest-codes/order/${orderId}?secret=${orderSecret}`;
    const fromA = await onA.json<{ data: { codes: { code: string }[] } }>(await onA.get(path));
    const fromB = await onB.json<{ data: { codes: { code: string }[] } }>(await onB.get(path));
    expect(fromA.data.codes).toHaveLength(2);
    expect(fromB).toEqual(fromA);
  });
});
