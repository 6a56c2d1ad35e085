// Issue 27: bottle, food, gift card and coat check reads by id answered the buyer's name, e-mail and
// phone to anyone holding the id. Each now answers only the details its payment and confirmation pages show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, newOrderId } from '../store/orders.store';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { staffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
const buyer = { clientName: 'Vera Buyer-Private', clientEmail: 'vera.private@example.com', clientPhoneNumber: '+12125550177' };
const secrets = [buyer.clientName, buyer.clientEmail, buyer.clientPhoneNumber, '2125550177', '9 Hidden Lane', 'Secret note'];
const ids: Record<string, string> = {};

const created = async (res: Response): Promise<string> => {
  const { data } = await client.json<{ data: { orderId?: string; _id?: string } }>(res);
  return data.orderId ?? data._id ?? '';
};

beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  ids.food = await created(
    await client.post('new-food-order', {
      items: [{ itemId: 'food-smash-burger', quantity: 1 }],
      ...buyer,
      clientAddress: '9 Hidden Lane',
      city: 'New York',
      zipCode: '10001',
    }),
  );
  ids.gift = await created(
    await client.post('submit-gift-card', {
      amount: 50,
      senderName: buyer.clientName,
      senderEmail: buyer.clientEmail,
      recipientName: 'Rory Friend',
      recipientEmail: 'rory@example.com',
      message: 'Secret note',
    }),
  );
  ids.coat = await created(
    await client.post('submit-coatcheck', {
      clientName: buyer.clientName,
      clientPhoneNumber: buyer.clientPhoneNumber,
      items: [{ type: 'Coat', quantity: 1 }],
      notes: 'Secret note',
    }),
  );
  // Stored as the bottle route stores one (its figures must match the venue's, which this test is not about).
  const bottles = {
    id: newOrderId('bottles'),
    kind: 'bottles',
    payload: {
      items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 350 }],
      noOfGuests: 2,
      bottleDate: '06/20/2030',
      bottleTime: '11:00 PM',
      ...buyer,
      clientAddress: '9 Hidden Lane',
    },
    lines: [{ itemId: 'bottle-grey-goose', description: 'Grey Goose', quantity: 1, unitMinor: 35000, totalMinor: 35000 }],
    subtotalMinor: 35000,
    taxMinor: 0,
    serviceMinor: 0,
    discountMinor: 0,
    totalMinor: 35000,
    dueMinor: null,
    createdAt: new Date(),
  };
  ids.bottle = (await insertOrder(api.db, bottles)).id;
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const readOf = (path: string) => async (): Promise<{ status: number; text: string; details: unknown }> => {
  const res = await client.get(path);
  const text = await res.text();
  return { status: res.status, text, details: (JSON.parse(text) as { data: { details: unknown } }).data.details };
};

const reads = () => ({
  'bottle-order': {
    read: readOf(`bottle-order/${ids.bottle}`),
    shown: { bottleDate: '06/20/2030', bottleTime: '11:00 PM', noOfGuests: 2 },
  },
  'food-order': { read: readOf(`food-order/${ids.food}`), shown: {} },
  'gift-card': { read: readOf(`gift-card/${ids.gift}`), shown: { recipientName: 'Rory Friend', recipientEmail: 'rory@example.com' } },
  'coat-check-order': { read: readOf(`coat-check-order/${ids.coat}`), shown: { ticketNumber: expect.stringMatching(/^C-\d{4,}$/) } },
});

describe('public reads of bottle, food, gift card and coat check orders', () => {
  it.each(['bottle-order', 'food-order', 'gift-card', 'coat-check-order'] as const)(
    '%s answers only the details its pages show: no buyer name, e-mail, phone, address or message',
    async (name) => {
      const { read, shown } = reads()[name];
      const { status, text, details } = await read();
      expect(status).toBe(200);
      expect(details).toEqual(shown);
      for (const value of secrets) expect(text, name).not.toContain(value);
    },
  );

  it('leaves staff everything the guest sent, for every one of these kinds', async () => {
    const staff = staffTestClient(api);
    const cookie = await staff.signIn();
    for (const id of Object.values(ids)) {
      const html = await (await staff.request(`staff/orders/${id}`, { headers: { cookie } })).text();
      expect(html, id).toContain(buyer.clientName);
    }
  });
});
