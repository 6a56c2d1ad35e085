// "Find my orders" on the server (docs/product.md#find-my-orders): the ask answers alike for an address with orders and
// one without, and mails only the first; the mailed link opens that address's settled orders with their codes and
// nothing else; a forged link is unknown, one past its time expired; each address has a budget of asks; a reservation
// ahead comes with a cancel key that cancels it and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOrder, MyOrdersList } from '@venue/core/my-orders/my-orders.schema';
import { siteLinks } from '../mail/compose/site-links';
import { queueMail } from '../mail/queue-mail';
import { newOrderSecret } from '../orders/order-secret';
import { insertOrder, markConfirmed, unpricedOrder } from '../store/orders.store';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_MAIL_SETTINGS, TEST_NOW, type TestApi } from '../testing/test-api';
import { addressBudget } from './address-budget';
import { myOrdersMailContent } from './my-orders-mail';
import { findMyOrdersLink, pruneMyOrdersLinks } from './my-orders-links.store';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const links = siteLinks(TEST_MAIL_SETTINGS.publicUrl);
const buyer = { clientName: 'Mira Buyer', clientEmail: 'Mira.Buyer@Example.com', clientPhoneNumber: '+12125550188' };

async function ticketOrder(clientEmail: string, paid: boolean): Promise<{ orderId: string; orderSecret: string }> {
  const created = await client.post('new-ticket-order', {
    ...buyer,
    clientEmail,
    eventId: 'event-up-1',
    tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
  });
  expect(created.status).toBe(200);
  const { data } = await client.json<{ data: { orderId: string; orderSecret: string } }>(created);
  if (paid) expect((await client.post('make-test-payment', { orderType: 'tickets', orderId: data.orderId })).status).toBe(200);
  return data;
}

const ask = (email: string) => client.post('my-orders', { email }, null);
const linkMails = (email: string) =>
  api.db.query<{ subject_type: string; subject_id: string; recipient: string }>(
    `SELECT subject_type, subject_id, recipient FROM mail_outbox WHERE kind = 'my-orders-link' AND lower(recipient) = lower($1) ORDER BY created_at`,
    [email],
  );

/** The link of the address's latest mail, as the mail's composer makes it. */
async function mailedLink(email: string): Promise<string> {
  const mails = await linkMails(email);
  const content = await myOrdersMailContent(api.context(), links, mails.at(-1)?.subject_id ?? '');
  if (!content) throw new Error('The mail has nothing to say.');
  return content.link;
}
const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');

describe('find my orders', () => {
  let paid: { orderId: string; orderSecret: string };
  let unpaid: { orderId: string };
  let stranger: { orderId: string };
  beforeAll(async () => {
    paid = await ticketOrder('mira.buyer@example.com', true);
    unpaid = await ticketOrder('mira.buyer@example.com', false);
    stranger = await ticketOrder('someone.else@example.com', true);
  });

  it('answers an address with orders and one without alike, and mails only the first', async () => {
    const known = await ask(' MIRA.buyer@example.com ');
    const unknown = await ask('nobody.here@example.com');
    expect([known.status, await known.text()]).toEqual([202, '{"data":{"sent":true}}']);
    expect([unknown.status, await unknown.text()]).toEqual([202, '{"data":{"sent":true}}']);
    expect(await linkMails('nobody.here@example.com')).toEqual([]);
    expect(await linkMails('mira.buyer@example.com')).toEqual([
      { subject_type: 'lookup', subject_id: expect.any(String), recipient: 'MIRA.buyer@example.com' },
    ]);
  });

  it('refuses an address that is not one as any e-mail field is refused', async () => {
    const res = await ask('mira@');
    expect(res.status).toBe(422);
    expect(await client.json(res)).toMatchObject({ error: { code: 'invalid_input', field: 'email' } });
  });

  it("opens the address's paid orders with their codes, and nothing of its unpaid ones or of another address", async () => {
    const link = await mailedLink('mira.buyer@example.com');
    expect(link).toMatch(/^https:\/\/venue\.test\/my-orders\/[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const res = await client.get(`my-orders/${tokenOf(link)}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const { data } = JSON.parse(text) as { data: MyOrdersList };
    expect(data.orders.map((o) => o.orderId)).toEqual([paid.orderId]);
    expect(data.orders[0]).toMatchObject({
      kind: 'tickets',
      status: 'Paid',
      eventName: expect.any(String),
      night: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      invoice: expect.stringMatching(/^invoices\/pdf\//),
      codes: [
        { guestName: 'Mira Buyer', label: 'General Admission', linkToken: expect.any(String) },
        { guestName: expect.stringContaining('Guest 2'), label: 'General Admission', linkToken: expect.any(String) },
      ],
    });
    for (const hidden of [paid.orderSecret, unpaid.orderId, stranger.orderId, buyer.clientPhoneNumber, 'secret', 'payment'])
      expect(text).not.toContain(hidden);
    // Each code's own link opens that guest's code.
    const own = await client.get(`guest-codes/guest/${data.orders[0]?.codes[0]?.linkToken ?? ''}`);
    expect(own.status).toBe(200);
  });

  it('refuses a forged link as unknown and a link past its time as expired, and its mail says nothing then', async () => {
    const token = tokenOf(await mailedLink('mira.buyer@example.com'));
    const [id, expiry, mac = ''] = token.split('.');
    const forged = [
      `${id}.${Number(expiry) + 3600}.${mac}`,
      `${id}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      'no-such-link',
    ];
    for (const bad of forged) {
      const res = await client.get(`my-orders/${bad}`);
      expect([res.status, (await client.json<{ error: { code: string } }>(res)).error.code]).toEqual([404, 'not_found']);
    }
    const lookupId = (await linkMails('mira.buyer@example.com')).at(-1)?.subject_id ?? '';
    api.clock.now = new Date(TEST_NOW.getTime() + 24 * 3600 * 1000);
    try {
      // A client signed in then: the earlier token has lapsed with the day.
      const res = await orderTestClient(api).get(`my-orders/${token}`);
      expect(res.status).toBe(410);
      expect(await res.json()).toEqual({ error: { code: 'link_expired', message: 'This link has expired. Ask for a new one.' } });
      expect(await myOrdersMailContent(api.context(), links, lookupId)).toBeNull();
      // The retention chore takes the row away; the signature alone still says expired, not unknown.
      expect(await pruneMyOrdersLinks(api.db, api.clock.now)).toBeGreaterThan(0);
      expect(await findMyOrdersLink(api.db, lookupId)).toBeUndefined();
      expect((await orderTestClient(api).get(`my-orders/${token}`)).status).toBe(410);
    } finally {
      api.clock.now = TEST_NOW;
    }
  });

  it('gives each address a budget of asks, spent alike whether it has orders or not, that comes back after the hour', async () => {
    for (const email of ['budget.known@example.com', 'budget.unknown@example.com']) {
      if (email.includes('known@')) await ticketOrder(email, true);
      for (let i = 0; i < addressBudget.points; i++) expect((await ask(email)).status).toBe(202);
      const refused = await ask(email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await client.json(refused)).toMatchObject({ error: { code: 'rate_limited' } });
    }
    expect(await linkMails('budget.known@example.com')).toHaveLength(addressBudget.points);
    api.clock.now = new Date(TEST_NOW.getTime() + addressBudget.seconds * 1000);
    try {
      expect((await orderTestClient(api).post('my-orders', { email: 'budget.known@example.com' }, null)).status).toBe(202);
    } finally {
      api.clock.now = TEST_NOW;
    }
  });
});

describe('a reservation in the list', () => {
  const guest = { ...buyer, clientEmail: 'rhea.reserves@example.com' };
  const tonight = { noOfGuests: 4, reservationTime: '10:00 PM', specialRequest: '', ...guest, userAgent: 'PC', ip: '203.0.113.9' };

  /** A confirmed reservation of the guest for `night` (MM/DD/YYYY), as its two steps leave it. */
  async function confirmedReservation(night: string): Promise<{ id: string; secret: string }> {
    const created = await client.post('new-reservation', { ...tonight, reservationDate: night });
    expect(created.status).toBe(200);
    const { orderId, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
    expect((await client.post(`confirm-reservation-order/${orderId}`, { orderId }, null)).status).toBe(200);
    return { id: orderId, secret: orderSecret };
  }

  async function listed(): Promise<{ text: string; orders: Map<string, MyOrder> }> {
    expect((await ask(guest.clientEmail)).status).toBe(202);
    const res = await client.get(`my-orders/${tokenOf(await mailedLink(guest.clientEmail))}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const { data } = JSON.parse(text) as { data: MyOrdersList };
    return { text, orders: new Map(data.orders.map((order) => [order.orderId, order])) };
  }

  const statusOf = async (id: string) =>
    (await client.json<{ data: { status: string } }>(await client.get(`reservation/${id}`))).data.status;
  const cancel = (id: string, link: string) => client.post(`cancel-reservation/${id}`, { link }, null);

  it('carries the cancel key of each reservation ahead, which cancels that one and no other; never the order secret', async () => {
    // Two nights ahead (the test clock's today is Saturday 06/15/2030), and one of last night, stored as it was left.
    const first = await confirmedReservation('06/22/2030');
    const second = await confirmedReservation('06/29/2030');
    const past = await insertOrder(api.db, {
      ...unpricedOrder('reservations', { ...tonight, reservationDate: '06/14/2030' }, TEST_NOW),
      secretHash: newOrderSecret().hash,
    });
    await markConfirmed(api.db, past.id, TEST_NOW);

    const before = await listed();
    expect(before.orders.get(first.id)).toMatchObject({
      kind: 'reservations',
      status: 'Confirmed',
      night: '2030-06-22',
      cancelLink: expect.any(String),
    });
    expect(before.orders.get(second.id)).toMatchObject({ night: '2030-06-29', cancelLink: expect.any(String) });
    expect(before.orders.get(past.id)).toMatchObject({ night: '2030-06-14' });
    expect(before.orders.get(past.id)).not.toHaveProperty('cancelLink');
    for (const hidden of [first.secret, second.secret]) expect(before.text).not.toContain(hidden);
    const firstKey = before.orders.get(first.id)?.cancelLink ?? '';

    // The first's key does not open the second.
    const refused = await cancel(second.id, firstKey);
    expect([refused.status, (await client.json<{ error: { code: string } }>(refused)).error.code]).toEqual([403, 'forbidden']);
    expect(await statusOf(second.id)).toBe('Confirmed');

    const cancelled = await cancel(first.id, firstKey);
    expect(cancelled.status).toBe(200);
    expect(await statusOf(first.id)).toBe('Cancelled');
    expect(await statusOf(second.id)).toBe('Confirmed');

    // Cancelled, the first leaves the list; the second keeps its own key.
    const after = await listed();
    expect(after.orders.has(first.id)).toBe(false);
    expect(after.orders.get(second.id)?.cancelLink).toBe(before.orders.get(second.id)?.cancelLink);
  });
});

describe('where the confirmation says the mail went', () => {
  const mailedTo = async (orderId: string) =>
    (await client.json<{ data: { mailedTo?: string } }>(await client.get(`ticket-order/${orderId}`))).data.mailedTo;

  it("answers the buyer's address masked once the outbox holds their mail, and leaves it out otherwise", async () => {
    const unpaid = await ticketOrder('dora.mailed@example.com', false);
    expect(await mailedTo(unpaid.orderId)).toBeUndefined();
    const { orderId } = await ticketOrder('dora.mailed@example.com', true);
    const request = {
      kind: 'ticket-order-paid',
      to: 'dora.mailed@example.com',
      about: { type: 'order', id: orderId },
      language: 'en',
      attachments: [],
      occasion: '',
    } as const;
    await api.db.transaction((tx) => queueMail(tx, [request], TEST_NOW, 'venue.test'));
    expect(await mailedTo(orderId)).toBe('d…@example.com');
    // A mail refused for good went nowhere.
    await api.db.query(`UPDATE mail_outbox SET status = 'failed' WHERE subject_id = $1`, [orderId]);
    expect(await mailedTo(orderId)).toBeUndefined();
  });
});
