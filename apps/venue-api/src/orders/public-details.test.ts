// Issue 27: anyone holding a ticket order's id (it is in the other-guests link the buyer shares) read the
// buyer's name, e-mail and phone. Every public read of a ticket order now answers what the pages show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { staffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let orderId: string;
const buyer = { clientName: 'Vera Buyer-Private', clientEmail: 'vera.private@example.com', clientPhoneNumber: '+12125550177' };

beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  const created = await client.post('new-ticket-order', {
    ...buyer,
    eventId: 'event-up-1',
    tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
  });
  orderId = (await client.json<{ data: { orderId: string } }>(created)).data.orderId;
  await client.post('attendee-info', { orderId, name: 'Sam Friend', email: 'sam@example.com', phoneNumber: '+447700900123' });
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const reads = () => [
  `ticket-order/${orderId}`,
  `api/ticketBooking/getBooking/${orderId}`,
  `api/ticketBooking/bookingPayment/${orderId}`,
  `ticket-attendee/${orderId}`,
];

describe('public reads of a ticket order', () => {
  it.each([0, 1, 2, 3])('read %i answers 200 without the buyer’s name, e-mail or phone', async (i) => {
    const path = reads()[i] ?? '';
    const res = await client.get(path);
    expect(res.status, path).toBe(200);
    const text = await res.text();
    for (const value of [buyer.clientName, buyer.clientEmail, buyer.clientPhoneNumber, '2125550177'])
      expect(text, path).not.toContain(value);
  });

  it('keeps what the pages use: the lines, totals and the event of the order', async () => {
    const { data } = await client.json<{ data: { details: unknown; lines: unknown[]; total: number } }>(
      await client.get(`ticket-order/${orderId}`),
    );
    expect(data.details).toEqual({ eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }] });
    expect(data.lines).toHaveLength(1);
    expect(data.total).toBeGreaterThan(0);
  });
});

describe('the staff page’s view of an order', () => {
  it('shows staff everything the guest sent, and no one without a session', async () => {
    const staff = staffTestClient(api);
    const { anonymous, status, html } = await staff.readPage(`staff/orders/${orderId}`);
    expect([anonymous, status]).toEqual([401, 200]);
    for (const value of [buyer.clientName, buyer.clientEmail, buyer.clientPhoneNumber]) expect(html).toContain(value);
    expect((await staff.request('staff/orders/no-such-order', { headers: { cookie: await staff.signIn() } })).status).toBe(404);
  });
});
