// Order guarantees under real concurrency (docs/backend.md#concurrency-on-a-postgresql-server). In the
// api-postgres project the requests below run as parallel transactions on a pool of 16 connections at
// READ COMMITTED; on PGlite (unit) they interleave between statements. Either way: one order per
// Idempotency-Key, never more seats sold than exist, the per-address hold limit kept, one payment per
// order, and never a paid order whose seats were released.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app';
import { paymentsRoutes } from '../routes/payments.routes';
import { heldSeats, releaseExpiredHolds } from '../store/ticket-holds.store';
import { startStripeStub, type StripeStub } from '../testing/stripe-stub';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import type { StripeConfig } from './stripe-api';

let api: TestApi;
let app: ReturnType<typeof createApp>;
let token: string;
let stripe: StripeStub;
beforeAll(async () => {
  api = await startTestApi({ poolSize: 16 });
  // Behind a trusted proxy, so each buyer can say its own address; no rate limits, as from many guests.
  app = createApp({ api: { ...api.context(), trustProxy: true }, rateLimits: { trustProxy: true, enabled: false } });
  token = await api.signIn();
  stripe = await startStripeStub();
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await stripe.close();
  await api.db.close();
});

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
let keys = 0;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`/venue-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `conc-${++keys}`, ...headers },
    body: JSON.stringify(body),
  });
const ticketOrder = (eventId: string, ticketId: string, quantity: number, headers: Record<string, string> = {}) =>
  post('new-ticket-order', { eventId, tickets: [{ ticketId, quantity }], ...guest }, headers);
const testPayment = (orderId: string) => post('make-test-payment', { orderType: 'tickets', orderId });
const orderIdOf = async (res: Response) => ((await res.json()) as { data: { orderId: string } }).data.orderId;
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface TicketRow {
  id: string;
  capacity: number;
  sold: number;
}
/** A priced ticket type of the event with `left` seats still on sale and orders of one seat allowed. */
async function ticketWithSeatsLeft(eventId: string, left: number): Promise<TicketRow> {
  const [type] = await api.db.query<TicketRow>(
    'SELECT id, capacity, sold FROM ticket_type WHERE event_id = $1 AND price_cents > 0 ORDER BY position, id LIMIT 1',
    [eventId],
  );
  if (!type) throw new Error(`The demo event ${eventId} sells no priced ticket.`);
  const [row] = await api.db.query<TicketRow>('UPDATE ticket_type SET capacity = sold + $2 WHERE id = $1 RETURNING id, capacity, sold', [
    type.id,
    left,
  ]);
  return row!;
}
const soldOf = async (id: string) => (await api.db.query<{ sold: number }>('SELECT sold FROM ticket_type WHERE id = $1', [id]))[0]?.sold;
const ordersOf = async (ticketId: string, status?: string) =>
  (
    await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders, jsonb_array_elements(lines) AS line
       WHERE kind = 'tickets' AND line->>'itemId' = $1 AND ($2::text IS NULL OR status = $2)`,
      [ticketId, status ?? null],
    )
  )[0]?.n;

/** Hundreds of orders on a machine other tests share: more than the default 20 s. */
const BURST_TIMEOUT_MS = 90_000;

describe('orders under concurrency', () => {
  it('the same order sent 20 times at once with one Idempotency-Key: one order, 20 identical answers', async () => {
    const type = await ticketWithSeatsLeft('event-up-1', 50);
    const body = { eventId: 'event-up-1', tickets: [{ ticketId: type.id, quantity: 2 }], ...guest };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('new-ticket-order', body, { 'idempotency-key': 'one-key-for-twenty' })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
    expect(bodies.size).toBe(1);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await ordersOf(type.id)).toBe(1);
    expect(await soldOf(type.id)).toBe(type.sold + 2);
  });

  it(
    '200 buyers at once for the last 100 seats: exactly 100 tickets sold, 100 refusals, never above capacity',
    async () => {
      const type = await ticketWithSeatsLeft('event-up-4', 100);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => ticketOrder('event-up-4', type.id, 1, { 'x-forwarded-for': address(i + 1) })),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 409)).toHaveLength(100);
      const refusals = await Promise.all(answers.filter((res) => res.status === 409).map((res) => res.json()));
      expect(new Set(refusals.map((r) => (r as { error: { code: string } }).error.code))).toEqual(new Set(['sold_out']));
      expect(await soldOf(type.id)).toBe(type.capacity);
      expect(await ordersOf(type.id)).toBe(100);
    },
    BURST_TIMEOUT_MS,
  );

  it('a burst from one address keeps its unpaid seat limit', async () => {
    const type = await ticketWithSeatsLeft('event-up-5', 100);
    const max = api.context().holds.maxUnpaidSeats;
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const answers = await Promise.all(Array.from({ length: 3 * max }, () => ticketOrder('event-up-5', type.id, 1, from)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2 * max);
    expect(await heldSeats(api.db, 'event-up-5', '198.51.100.77', api.clock.now)).toBe(max);
    expect(await soldOf(type.id)).toBe(type.sold + max);
  });

  it('payments of one order at once (two tabs, retries with new keys): one is taken, the others told it is paid', async () => {
    const type = await ticketWithSeatsLeft('event-up-6', 20);
    const orderIds = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        orderIdOf(await ticketOrder('event-up-6', type.id, 1, { 'x-forwarded-for': address(900 + i) })),
      ),
    );
    const answers = await Promise.all(orderIds.map((orderId) => Promise.all(Array.from({ length: 8 }, () => testPayment(orderId)))));
    for (const tries of answers) {
      expect(tries.filter((res) => res.status === 200)).toHaveLength(1);
      const refused = await Promise.all(tries.filter((res) => res.status !== 200).map((res) => res.json()));
      expect(refused.map((body) => (body as { error: { code: string } }).error.code)).toEqual(
        Array.from({ length: 7 }, () => 'already_paid'),
      );
    }
    const paid = await api.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE status = 'paid' AND id IN (${orderIds.map((_, i) => `$${i + 1}`).join(', ')})`,
      orderIds,
    );
    expect(paid).toHaveLength(orderIds.length);
  });

  it('holds running out while their orders are paid: every order ends paid with its seats, or cancelled without them', async () => {
    const type = await ticketWithSeatsLeft('event-up-10', 40);
    const orderIds = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        orderIdOf(await ticketOrder('event-up-10', type.id, 2, { 'x-forwarded-for': address(1000 + i) })),
      ),
    );
    const expiry = new Date(api.clock.now.getTime() + api.context().holds.minutes * 60_000);
    // The release chore (on this or another instance) runs while the guests pay.
    const releases = Array.from({ length: 4 }, () => api.db.transaction((tx) => releaseExpiredHolds(tx, expiry)));
    const payments = orderIds.map((orderId) => testPayment(orderId));
    const released = (await Promise.all(releases)).flat().filter((id) => orderIds.includes(id));
    const paidAnswers = await Promise.all(payments);

    const statuses = await api.db.query<{ id: string; status: string }>(
      `SELECT id, status FROM orders WHERE id IN (${orderIds.map((_, i) => `$${i + 1}`).join(', ')})`,
      orderIds,
    );
    const paid = statuses.filter((o) => o.status === 'paid').map((o) => o.id);
    const cancelled = statuses.filter((o) => o.status === 'cancelled').map((o) => o.id);
    expect(paid.length + cancelled.length).toBe(orderIds.length);
    // Each released once, by one of the chores.
    expect(released.sort()).toEqual(cancelled.sort());
    expect(paidAnswers.filter((res) => res.status === 200)).toHaveLength(paid.length);
    // Seats: the paid orders' two each, nothing of the released ones, nothing released twice.
    expect(await soldOf(type.id)).toBe(type.sold + 2 * paid.length);
  });

  it(
    'new orders for two events while many of their holds run out: no deadlock, every seat counted once',
    async () => {
      const events = ['event-up-9', 'event-up-11'];
      // Room for everyone: a new order may find its event's old seats not given back yet (a chore holds them).
      const types = await Promise.all(
        events.map((eventId) =>
          api.db.query<TicketRow>(
            `UPDATE ticket_type SET capacity = sold + 100, max_per_order = 10 WHERE event_id = $1 RETURNING id, capacity, sold`,
            [eventId],
          ),
        ),
      );
      for (const list of types) list.sort((a, b) => (a.id < b.id ? -1 : 1));
      // Old orders taking two ticket types each (listed in another order than the new ones), 40 in all.
      const old = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const [first, second] = types[i % 2]!;
          const res = await post(
            'new-ticket-order',
            {
              eventId: events[i % 2],
              tickets: [
                { ticketId: second!.id, quantity: 1 },
                { ticketId: first!.id, quantity: 1 },
              ],
              ...guest,
            },
            { 'x-forwarded-for': address(2000 + i) },
          );
          expect(res.status).toBe(200);
          return orderIdOf(res);
        }),
      );
      const soldBefore = new Map((await api.db.query<TicketRow>('SELECT id, capacity, sold FROM ticket_type')).map((t) => [t.id, t.sold]));
      const start = api.clock.now;
      api.clock.now = new Date(start.getTime() + api.context().holds.minutes * 60_000);
      try {
        const answers = Promise.all(
          Array.from({ length: 40 }, (_, i) => {
            const [first, second] = types[i % 2]!;
            return post(
              'new-ticket-order',
              {
                eventId: events[i % 2],
                tickets: [
                  { ticketId: first!.id, quantity: 1 },
                  { ticketId: second!.id, quantity: 1 },
                ],
                ...guest,
              },
              { 'x-forwarded-for': address(3000 + i) },
            );
          }),
        );
        const chores = Promise.all(Array.from({ length: 4 }, () => api.db.transaction((tx) => releaseExpiredHolds(tx, api.clock.now))));
        expect((await answers).map((res) => res.status)).toEqual(Array.from({ length: 40 }, () => 200));
        await chores;
      } finally {
        api.clock.now = start;
      }
      const cancelled = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE status = 'cancelled' AND id IN (${old.map((_, i) => `$${i + 1}`).join(', ')})`,
        old,
      );
      expect(cancelled[0]?.n).toBe(40);
      // Each type: 20 old seats given back, 20 new ones taken.
      for (const type of types.flat()) expect(await soldOf(type.id)).toBe(soldBefore.get(type.id));
    },
    BURST_TIMEOUT_MS,
  );

  it('a hold running out while Stripe creates the intent: the order is not paid, nobody is charged', async () => {
    const type = await ticketWithSeatsLeft('event-up-8', 10);
    const orderId = await orderIdOf(await ticketOrder('event-up-8', type.id, 2, { 'x-forwarded-for': '192.0.2.200' }));
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
    expect(await soldOf(type.id)).toBe(type.sold);
  });
});
