// Order guarantees under real concurrency (docs/backend.md#concurrency-on-a-postgresql-server). In the
// api-postgres project the requests run as parallel transactions on a pool of 16 connections at
// READ COMMITTED; on PGlite (unit) they interleave between statements. Either way: one order per
// Idempotency-Key, never more seats sold than exist, the per-address hold limit kept, no
// deadlock between orders and hold releases, and never more reservations on a night than its tables.
// Payments: concurrent-payments.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldSeats, releaseExpiredHolds } from '../store/ticket-holds.store';
import { concurrentBuyers, type TicketRow } from '../testing/concurrent-buyers';
import { setReservationSetting } from '../testing/reservation-settings';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let b: ReturnType<typeof concurrentBuyers>;
beforeAll(async () => {
  api = await startTestApi({ poolSize: 16 });
  b = concurrentBuyers(api, await api.signIn());
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

/** Hundreds of orders on a machine other tests share: more than the default 20 s. */
const BURST_TIMEOUT_MS = 90_000;

describe('orders under concurrency', () => {
  it('the same order sent 20 times at once with one Idempotency-Key: one order, 20 identical answers', async () => {
    const type = await b.ticketWithSeatsLeft('event-up-1', 50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => b.ticketOrder('event-up-1', type.id, 2, { 'idempotency-key': 'one-key-for-twenty' })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
    expect(bodies.size).toBe(1);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await b.ordersOf(type.id)).toBe(1);
    expect(await b.soldOf(type.id)).toBe(type.sold + 2);
  });

  it(
    '200 buyers at once for the last 100 seats: exactly 100 tickets sold, 100 refusals, never above capacity',
    async () => {
      const type = await b.ticketWithSeatsLeft('event-up-4', 100);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => b.ticketOrder('event-up-4', type.id, 1, { 'x-forwarded-for': b.address(i + 1) })),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 409)).toHaveLength(100);
      const refusals = await Promise.all(answers.filter((res) => res.status === 409).map((res) => res.json()));
      expect(new Set(refusals.map((r) => (r as { error: { code: string } }).error.code))).toEqual(new Set(['sold_out']));
      expect(await b.soldOf(type.id)).toBe(type.capacity);
      expect(await b.ordersOf(type.id)).toBe(100);
    },
    BURST_TIMEOUT_MS,
  );

  it('a burst from one address keeps its unpaid seat limit', async () => {
    const type = await b.ticketWithSeatsLeft('event-up-5', 100);
    const max = api.context().holds.maxUnpaidSeats;
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const answers = await Promise.all(Array.from({ length: 3 * max }, () => b.ticketOrder('event-up-5', type.id, 1, from)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2 * max);
    expect(await heldSeats(api.db, 'event-up-5', '198.51.100.77', api.clock.now)).toBe(max);
    expect(await b.soldOf(type.id)).toBe(type.sold + max);
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
          const res = await b.order(
            events[i % 2]!,
            [
              { ticketId: second!.id, quantity: 1 },
              { ticketId: first!.id, quantity: 1 },
            ],
            { 'x-forwarded-for': b.address(2000 + i) },
          );
          expect(res.status).toBe(200);
          return b.orderIdOf(res);
        }),
      );
      const soldBefore = new Map((await api.db.query<TicketRow>('SELECT id, capacity, sold FROM ticket_type')).map((t) => [t.id, t.sold]));
      const start = api.clock.now;
      api.clock.now = new Date(start.getTime() + api.context().holds.minutes * 60_000);
      try {
        const answers = Promise.all(
          Array.from({ length: 40 }, (_, i) => {
            const [first, second] = types[i % 2]!;
            return b.order(
              events[i % 2]!,
              [
                { ticketId: first!.id, quantity: 1 },
                { ticketId: second!.id, quantity: 1 },
              ],
              { 'x-forwarded-for': b.address(3000 + i) },
            );
          }),
        );
        const chores = Promise.all(Array.from({ length: 4 }, () => api.db.transaction((tx) => releaseExpiredHolds(tx, api.clock.now))));
        expect((await answers).map((res) => res.status)).toEqual(Array.from({ length: 40 }, () => 200));
        await chores;
      } finally {
        api.clock.now = start;
      }
      expect((await b.statusesOf(old)).map((o) => o.status)).toEqual(Array.from({ length: 40 }, () => 'cancelled'));
      // Each type: 20 old seats given back, 20 new ones taken.
      for (const type of types.flat()) expect(await b.soldOf(type.id)).toBe(soldBefore.get(type.id));
    },
    BURST_TIMEOUT_MS,
  );

  it('12 guests at once for the last 3 tables of a night: 3 reservations, 9 night_full, never more than the night has', async () => {
    await setReservationSetting(api.db, 'reservationTables', 3);
    try {
      const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          b.post('new-reservation', {
            noOfGuests: 4,
            reservationDate: '07/12/2030',
            reservationTime: '10:00 PM',
            specialRequest: '',
            ...guest,
          }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      const [row] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE kind = 'reservations' AND payload->>'reservationDate' = '07/12/2030'`,
      );
      expect(row?.n).toBe(3);
    } finally {
      await setReservationSetting(api.db, 'reservationTables', null);
    }
  });
});
