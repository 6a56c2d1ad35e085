// Holds that expire (docs/backend.md#holds-that-expire), attacked as the audit did: one address
// ordering without paying cannot take every seat, and seats held unpaid go back on sale when the
// hold runs out, while a paid order keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app';
import { PAYMENT_GRACE_MS, releaseExpiredHolds } from '../store/ticket-holds.store';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let app: ReturnType<typeof createApp>;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  // Behind a trusted proxy, so each test client can say its own address.
  app = createApp({ api: { ...api.context(), trustProxy: true } });
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
let keys = 0;
const order = (address: string, ticketId: string, quantity: number, eventId = 'event-up-2') =>
  app.request('/venue-api/new-ticket-order', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `hold-${++keys}`,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ eventId, tickets: [{ ticketId, quantity }], ...guest }),
  });
const soldOf = async (id: string) =>
  (await api.db.query<{ sold: number }>('SELECT sold FROM ticket_type WHERE id = $1', [id]))[0]?.sold ?? 0;
const idOf = async (res: Response) => ((await res.json()) as { data: { orderId: string } }).data.orderId;
const minutes = (n: number) => n * 60_000;

describe('ticket holds', () => {
  it('caps the unpaid tickets one address holds for an event; another address still buys', async () => {
    const max = api.context().holds.maxUnpaidSeats;
    for (let held = 0; held < max; held += 2) expect((await order('203.0.113.7', 'event-up-2-ga', 2)).status).toBe(200);
    const refused = await order('203.0.113.7', 'event-up-2-ga', 1);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'hold_limit', details: { held: max, max } } });
    expect((await order('198.51.100.4', 'event-up-2-ga', 2)).status).toBe(200);
  });

  it('releases the seats of an unpaid order when its hold runs out, and the order can no longer be paid', async () => {
    const before = await soldOf('event-up-2-vip');
    const unpaid = await idOf(await order('192.0.2.10', 'event-up-2-vip', 2));
    const paid = await idOf(await order('192.0.2.11', 'event-up-2-vip', 1));
    const pay = await app.request('/venue-api/make-test-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `pay-${paid}` },
      body: JSON.stringify({ orderType: 'tickets', orderId: paid }),
    });
    expect(pay.status).toBe(200);
    expect(await soldOf('event-up-2-vip')).toBe(before + 3);

    const details = (await (
      await app.request(`/venue-api/ticket-order/${unpaid}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { holdUntil: string };
    };
    const holdUntil = new Date(details.data.holdUntil).getTime();
    expect(holdUntil - api.clock.now.getTime()).toBe(minutes(api.context().holds.minutes));

    // Not yet: nothing moves.
    expect(await api.db.transaction((tx) => releaseExpiredHolds(tx, new Date(holdUntil - 1)))).toEqual([]);
    // Run out: the unpaid order is cancelled and its two seats are free again; the paid one keeps its seat.
    const released = await api.db.transaction((tx) => releaseExpiredHolds(tx, new Date(holdUntil)));
    expect(released).toContain(unpaid);
    expect(released).not.toContain(paid);
    expect(await soldOf('event-up-2-vip')).toBe(before + 1);
    const late = await app.request('/venue-api/make-test-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `pay-${unpaid}` },
      body: JSON.stringify({ orderType: 'tickets', orderId: unpaid }),
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: 'order_cancelled' } });
  });

  it('gives a guest who started paying by card 15 more minutes before the seats go back', async () => {
    const orderId = await idOf(await order('192.0.2.30', 'event-up-2-vip', 1));
    await api.db.query("UPDATE orders SET payment_intent_id = 'pi_started' WHERE id = $1", [orderId]);
    const [row] = await api.db.query<{ hold_until: Date }>('SELECT hold_until FROM orders WHERE id = $1', [orderId]);
    const holdUntil = row?.hold_until.getTime() ?? 0;
    expect(await api.db.transaction((tx) => releaseExpiredHolds(tx, new Date(holdUntil)))).not.toContain(orderId);
    expect(await api.db.transaction((tx) => releaseExpiredHolds(tx, new Date(holdUntil + PAYMENT_GRACE_MS)))).toContain(orderId);
  });

  it("holds nothing for free tickets: they are the guest's at once", async () => {
    const free = await api.db.query<{ id: string; event_id: string }>('SELECT id, event_id FROM ticket_type WHERE price_cents = 0 LIMIT 1');
    const ticket = free[0];
    if (!ticket) throw new Error('The demo venue has a free ticket.');
    const orderId = await idOf(await order('192.0.2.20', ticket.id, 1, ticket.event_id));
    const [row] = await api.db.query<{ hold_until: Date | null }>('SELECT hold_until FROM orders WHERE id = $1', [orderId]);
    expect(row?.hold_until).toBeNull();
  });
});
