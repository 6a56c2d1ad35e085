// Payments under real concurrency (docs/backend.md#concurrency-on-a-postgresql-server), on PGlite
// (unit) and as parallel transactions on PostgreSQL (api-postgres): one payment per order whatever
// number of tabs pay it at once, and never a paid order whose seats were released, whether the hold
// runs out during a test payment or while Stripe creates the PaymentIntent.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsRoutes } from '../routes/payments.routes';
import { releaseExpiredHolds } from '../store/ticket-holds.store';
import { concurrentBuyers } from '../testing/concurrent-buyers';
import { startStripeStub, type StripeStub } from '../testing/stripe-stub';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import type { StripeConfig } from './stripe-api';

let api: TestApi;
let b: ReturnType<typeof concurrentBuyers>;
let stripe: StripeStub;
beforeAll(async () => {
  api = await startTestApi({ poolSize: 16 });
  b = concurrentBuyers(api, await api.signIn());
  stripe = await startStripeStub();
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await stripe.close();
  await api.db.close();
});

describe('payments under concurrency', () => {
  it('payments of one order at once (two tabs, retries with new keys): one is taken, the others told it is paid', async () => {
    const type = await b.ticketWithSeatsLeft('event-up-6', 20);
    const orderIds = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        b.orderIdOf(await b.ticketOrder('event-up-6', type.id, 1, { 'x-forwarded-for': b.address(900 + i) })),
      ),
    );
    const answers = await Promise.all(orderIds.map((orderId) => Promise.all(Array.from({ length: 8 }, () => b.testPayment(orderId)))));
    for (const tries of answers) {
      expect(tries.filter((res) => res.status === 200)).toHaveLength(1);
      const refused = await Promise.all(tries.filter((res) => res.status !== 200).map((res) => res.json()));
      expect(refused.map((body) => (body as { error: { code: string } }).error.code)).toEqual(
        Array.from({ length: 7 }, () => 'already_paid'),
      );
    }
    expect((await b.statusesOf(orderIds)).map((o) => o.status)).toEqual(orderIds.map(() => 'paid'));
  });

  it('holds running out while their orders are paid: every order ends paid with its seats, or cancelled without them', async () => {
    const type = await b.ticketWithSeatsLeft('event-up-10', 40);
    const orderIds = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        b.orderIdOf(await b.ticketOrder('event-up-10', type.id, 2, { 'x-forwarded-for': b.address(1000 + i) })),
      ),
    );
    const expiry = new Date(api.clock.now.getTime() + api.context().holds.minutes * 60_000);
    // The release chore (on this or another instance) runs while the guests pay.
    const releases = Array.from({ length: 4 }, () => api.db.transaction((tx) => releaseExpiredHolds(tx, expiry)));
    const payments = orderIds.map((orderId) => b.testPayment(orderId));
    const released = (await Promise.all(releases)).flat().filter((id) => orderIds.includes(id));
    const paidAnswers = await Promise.all(payments);

    const statuses = await b.statusesOf(orderIds);
    const paid = statuses.filter((o) => o.status === 'paid').map((o) => o.id);
    const cancelled = statuses.filter((o) => o.status === 'cancelled').map((o) => o.id);
    expect(paid.length + cancelled.length).toBe(orderIds.length);
    // Each released once, by one of the chores.
    expect(released.sort()).toEqual(cancelled.sort());
    expect(paidAnswers.filter((res) => res.status === 200)).toHaveLength(paid.length);
    // Seats: the paid orders' two each, nothing of the released ones, nothing released twice.
    expect(await b.soldOf(type.id)).toBe(type.sold + 2 * paid.length);
  });

  it('a hold running out while Stripe creates the intent: the order is not paid, nobody is charged', async () => {
    const type = await b.ticketWithSeatsLeft('event-up-8', 10);
    const orderId = await b.orderIdOf(await b.ticketOrder('event-up-8', type.id, 2, { 'x-forwarded-for': '192.0.2.200' }));
    const expiry = new Date(api.clock.now.getTime() + api.context().holds.minutes * 60_000);
    const base = stripe.config();
    // The release chore runs exactly while make-payment waits for Stripe to create the PaymentIntent.
    const config: StripeConfig = {
      ...base,
      fetch: async (input, init) => {
        if (init?.method === 'POST' && String(input).endsWith('/payment_intents'))
          await api.db.transaction((tx) => releaseExpiredHolds(tx, expiry));
        return base.fetch(input, init);
      },
    };
    const payments = new Hono().route('/', paymentsRoutes(api.context(), config));
    const charges = stripe.stats.charges;
    const res = await payments.request('/make-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'pay-released' },
      body: JSON.stringify({ orderType: 'tickets', orderId, paymentMethodId: 'pm_card_visa' }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'order_cancelled' } });
    expect(stripe.stats.charges).toBe(charges);
    const [order] = await api.db.query<{ status: string; payment_intent_id: string | null }>(
      'SELECT status, payment_intent_id FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ status: 'cancelled', payment_intent_id: null });
    expect(await b.soldOf(type.id)).toBe(type.sold);
  });
});
