// The order secret (docs/decisions.md#guest-codes): handed to the buyer once, in the create's answer, the same again to
// a retried create; kept only as its SHA-256; asked for by the order's guest codes and its invoice's code pages; never
// in what the other-guests link reads.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages } from '../testing/pdf-images';
import { pdfText } from '../testing/pdf-text';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const order = {
  clientName: 'Vera Buyer',
  clientEmail: 'vera@example.com',
  clientPhoneNumber: '+12125550177',
  eventId: 'event-up-1',
  tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
};

interface Created {
  readonly orderId: string;
  readonly orderSecret: string;
}

async function create(key: string): Promise<Created> {
  const res = await client.post('new-ticket-order', order, key);
  expect(res.status).toBe(200);
  return (await client.json<{ data: Created }>(res)).data;
}

const codesStatus = async (path: string) => {
  const res = await client.get(path);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('the order secret', () => {
  let paid: Created;
  beforeAll(async () => {
    paid = await create('secret-paid');
    expect((await client.post('make-test-payment', { orderType: 'tickets', orderId: paid.orderId })).status).toBe(200);
  });

  it('is 192 random bits, and the orders table keeps only its SHA-256', async () => {
    expect(paid.orderSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await api.db.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [paid.orderId]);
    expect(row?.secret_hash).toBe(createHash('sha256').update(paid.orderSecret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(paid.orderSecret);
    expect((await create('secret-other')).orderSecret).not.toBe(paid.orderSecret);
  });

  it('is the same for a retried create with the same Idempotency-Key, which creates nothing more', async () => {
    const first = await create('secret-retry');
    const again = await create('secret-retry');
    expect(again).toEqual(first);
  });

  it("opens the order's guest codes; a missing, wrong or other order's secret gets the answer of an unknown order", async () => {
    const right = await codesStatus(`guest-codes/order/${paid.orderId}?secret=${paid.orderSecret}`);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ data: { orderId: paid.orderId, codes: [{ guestName: 'Vera Buyer' }, {}] } });

    const unknown = await codesStatus(`guest-codes/order/tickets-no-such-order?secret=${paid.orderSecret}`);
    expect(unknown).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'An order with this id and secret was not found.' } },
    });
    const other = await create('secret-another');
    for (const query of ['', '?secret=', `?secret=${other.orderSecret}`, `?secret=${paid.orderSecret.slice(1)}`, '?secret=x']) {
      expect(await codesStatus(`guest-codes/order/${paid.orderId}${query}`)).toEqual(unknown);
    }
  });

  it('is in none of the reads the other-guests link makes, nor is its hash', async () => {
    const hash = createHash('sha256').update(paid.orderSecret).digest('hex');
    for (const path of [
      `ticket-order/${paid.orderId}`,
      `api/ticketBooking/getBooking/${paid.orderId}`,
      `api/ticketBooking/bookingPayment/${paid.orderId}`,
      `ticket-attendee/${paid.orderId}`,
    ]) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(paid.orderSecret);
      expect(text).not.toContain(hash);
      expect(text.toLowerCase()).not.toContain('secret');
    }
  });

  it('adds the code pages to the invoice; without it, or with a wrong one, the same invoice without them', async () => {
    const details = await client.json<{ data: { invoice: string } }>(await client.get(`ticket-order/${paid.orderId}`));
    const invoice = async (query: string) => {
      const res = await api.app().request(`/venue-api/${details.data.invoice}${query}`);
      expect(res.status).toBe(200);
      const pdf = new Uint8Array(await res.arrayBuffer());
      return { text: await pdfText(pdf), images: (await pdfImages(pdf)).length };
    };
    const withCodes = await invoice(`?secret=${paid.orderSecret}`);
    expect(withCodes.text).toContain('Your codes for the door');
    expect(withCodes.images).toBe(2);
    for (const query of ['', '?secret=wrong-secret-wrong-secret-wrong']) {
      const without = await invoice(query);
      expect(without.text).toContain('INVOICE');
      expect(without.text).not.toContain('Your codes for the door');
      expect(without.images).toBe(0);
    }
  });

  it('is made for the kinds with guest codes only: a food order gets none', async () => {
    const food = {
      clientName: 'Vera Buyer',
      clientEmail: 'vera@example.com',
      clientPhoneNumber: '+12125550177',
      clientAddress: '1 Main St',
      city: 'New York',
      zipCode: '10001',
      items: [{ itemId: 'food-smash-burger', quantity: 1 }],
    };
    const res = await client.post('new-food-order', food);
    expect(res.status).toBe(200);
    expect((await client.json<{ data: Record<string, unknown> }>(res)).data).not.toHaveProperty('orderSecret');
  });
});
