// withIdempotency against the real database: one order per key, replays, refusals, concurrency.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';
import { insertOrder, newOrderId } from '../store/orders.store';
import { requestHash, withIdempotency } from './idempotency';

let api: TestApi;
let app: Hono;
/** The same endpoint served by a second instance on the same database: it remembers nothing of the first's answers. */
let otherInstance: Hono;
let transactions = 0;

/** A made-up order endpoint: `fail` answers 409, `crash` throws, anything else creates an order. */
function orderApp(ctx: ApiContext): Hono {
  const app = new Hono();
  app.post('/orders', async (c) => {
    const body = (await c.req.json()) as { item: string };
    return withIdempotency(ctx, c, 'test-order', async (tx) => {
      if (body.item === 'fail') return { status: 409, body: { error: { code: 'sold_out', message: 'Sold out.' } } };
      const order = await insertOrder(tx, {
        id: newOrderId('test'),
        kind: 'test',
        payload: body,
        lines: [],
        subtotalMinor: 100,
        taxMinor: 0,
        serviceMinor: 0,
        discountMinor: 0,
        totalMinor: 100,
        dueMinor: null,
        createdAt: TEST_NOW,
      });
      if (body.item === 'crash') throw new Error('crash after insert');
      return { status: 200, body: { data: { orderId: order.id } } };
    });
  });
  app.onError((_, c) => c.json({ error: 'internal' }, 500));
  return app;
}

beforeAll(async () => {
  api = await startTestApi();
  const counting = (db: Database): Database => ({
    ...db,
    transaction: (work) => {
      transactions += 1;
      return db.transaction(work);
    },
  });
  app = orderApp({ ...api.context(), db: counting(api.db) });
  otherInstance = orderApp({ ...api.context(), db: counting(api.db) });
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const post = (key: string | null, body: unknown, to = app) =>
  to.request('/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });

const countOrders = async (item: string) =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE kind = 'test' AND payload->>'item' = $1`, [item]))[0]?.n;
const keyExists = async (key: string) =>
  (await api.db.query(`SELECT 1 FROM idempotency_keys WHERE endpoint = 'test-order' AND key = $1`, [key])).length > 0;

describe('withIdempotency', () => {
  it('answers 400 naming the header when the key is missing, and creates nothing', async () => {
    const res = await post(null, { item: 'no-key' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'idempotency_key_required', field: 'Idempotency-Key' } });
    expect(await countOrders('no-key')).toBe(0);
  });

  it('replays the first answer for the same key and body, creating one order', async () => {
    const first = await post('k-replay', { item: 'a', qty: 1 });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    // Same body with its keys in another order is the same request.
    const again = await post('k-replay', { qty: 1, item: 'a' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await countOrders('a')).toBe(1);
  });

  it('answers a copy this instance answered from memory, with no transaction; another instance asks the database', async () => {
    const first = await post('k-memory', { item: 'memory' });
    const firstBody = await first.json();
    const transactionsAfterFirst = transactions;
    const again = await post('k-memory', { item: 'memory' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(transactions).toBe(transactionsAfterFirst);

    const elsewhere = await post('k-memory', { item: 'memory' }, otherInstance);
    expect(elsewhere.headers.get('idempotent-replayed')).toBe('true');
    expect(await elsewhere.json()).toEqual(firstBody);
    expect(transactions).toBe(transactionsAfterFirst + 1);
    expect(await countOrders('memory')).toBe(1);
  });

  it('refuses another body under a remembered key with 422, on this instance and another', async () => {
    expect((await post('k-remembered', { item: 'kept' })).status).toBe(200);
    for (const to of [app, otherInstance]) {
      const res = await post('k-remembered', { item: 'changed' }, to);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    }
    expect(await countOrders('changed')).toBe(0);
  });

  it('refuses the same key with a different body with 422', async () => {
    expect((await post('k-other', { item: 'b' })).status).toBe(200);
    const res = await post('k-other', { item: 'c' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'idempotency_key_reused', field: 'Idempotency-Key' } });
    expect(await countOrders('c')).toBe(0);
  });

  it('stores nothing for a refused create, so the key can be used again', async () => {
    const res = await post('k-refused', { item: 'fail' });
    expect(res.status).toBe(409);
    expect(await keyExists('k-refused')).toBe(false);
    expect((await post('k-refused', { item: 'd' })).status).toBe(200);
    expect(await countOrders('d')).toBe(1);
  });

  it('leaves neither order nor key behind when the create crashes', async () => {
    expect((await post('k-crash', { item: 'crash' })).status).toBe(500);
    expect(await countOrders('crash')).toBe(0);
    expect(await keyExists('k-crash')).toBe(false);
  });

  it('creates one order for concurrent requests with the same key: copies on one instance wait for the first', async () => {
    const before = transactions;
    const answers = await Promise.all([
      post('k-race', { item: 'race' }),
      post('k-race', { item: 'race' }),
      post('k-race', { item: 'race' }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(transactions).toBe(before + 1);
    expect(await countOrders('race')).toBe(1);
  });

  it('creates one order for the same key sent to two instances at once', async () => {
    const answers = await Promise.all([post('k-two', { item: 'two' }), post('k-two', { item: 'two' }, otherInstance)]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(await countOrders('two')).toBe(1);
  });

  it('keeps keys per endpoint: different keys make different orders', async () => {
    await post('k-e1', { item: 'e' });
    await post('k-e2', { item: 'e' });
    expect(await countOrders('e')).toBe(2);
  });

  it('hashes JSON canonically and non-JSON as text', () => {
    expect(requestHash('{"a":1,"b":[1,{"d":2,"c":3}]}')).toBe(requestHash('{"b":[1,{"c":3,"d":2}],"a":1}'));
    expect(requestHash('{"a":1}')).not.toBe(requestHash('{"a":2}'));
    expect(requestHash('not json')).not.toBe(requestHash('not json!'));
  });
});
