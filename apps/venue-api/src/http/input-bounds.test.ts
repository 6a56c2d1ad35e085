// Every field of every request is bounded (docs/product.md#constants-and-limits): the schemas the backend
// defines itself have no unbounded string or list, and a script sending a 60,000-character name (under the
// 64 KB body limit) gets 422 naming the field, with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unboundedInputs } from '@venue/core/testing/unbounded-inputs';
import { GrantFields } from '../auth/oauth.routes';
import { AvailabilityRequest } from '../routes/reservations.routes';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

const hugeName = 'A'.repeat(60_000);

describe("the backend's own request schemas", () => {
  it('bound every string and every list', () => {
    expect(unboundedInputs(GrantFields)).toEqual([]);
    expect(unboundedInputs(AvailabilityRequest)).toEqual([]);
  });
});

describe('a 60,000-character guest name', () => {
  let api: TestApi;
  let client: OrderTestClient;
  beforeAll(async () => {
    api = await startTestApi();
    client = orderTestClient(api);
  }, DB_START_TIMEOUT_MS);
  afterAll(() => api.db.close());

  const rows = async (table: string) => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
  const stored = async () => ({
    orders: await rows('orders'),
    forms: await rows('form_submission'),
    guests: await rows('online_guest'),
    messages: await rows('chat_message'),
    mailingList: await rows('mailing_list_member'),
  });

  async function expectRefused(res: Response, field: string, limit: number) {
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { code: string; field: string; message: string } };
    expect(error).toMatchObject({ code: 'invalid_input', field });
    expect(error.message).toContain(`at most ${limit}`);
  }

  const guest = { clientName: hugeName, clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };

  it('is refused in a bottle order, a ticket order, a contact message and a chat conversation, and nothing is stored', async () => {
    const before = await stored();
    const bottleOrder = {
      items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 350 }],
      totalPrice: 400,
      subTotal: 350,
      promo: null,
      noOfGuests: 4,
      bottleDate: '06/20/2030',
      bottleTime: '11:00 PM',
      ...guest,
      clientBirthDateMonth: '03',
      clientBirthDateDay: '7',
      mailingListSubscribe: true,
      birthDate: '03/07',
      clientAddress: '1 Main Street',
      gender: 'Female',
      city: 'Brooklyn',
      zipCode: '11211',
      specialRequest: '',
      IGname: '',
      promoterIGname: '',
      status: 'Pending',
      userAgent: 'PC',
      ip: '203.0.113.9',
      promotionId: null,
      promoterDiscount: 0,
    };
    await expectRefused(await client.post('api/shopping/addBottleOrder', bottleOrder), 'clientName', 100);
    await expectRefused(
      await client.post('new-ticket-order', { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-vip', quantity: 1 }], ...guest }),
      'clientName',
      100,
    );
    await expectRefused(
      await client.post('submit-contact', { ...guest, clientPhoneNumber: null, subject: '', message: 'Do you host birthdays?' }),
      'clientName',
      100,
    );
    await expectRefused(
      await client.post('api/onlineGuest/newOnlineGuest', { ...guest, userAgent: 'PC', ip: '203.0.113.9' }),
      'clientName',
      100,
    );
    expect(await stored()).toEqual(before);
  });

  it('is refused as a chat line too: a message is at most 4,000 characters', async () => {
    const started = await client.post('api/onlineGuest/newOnlineGuest', {
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
      clientPhoneNumber: '+12125550123',
      userAgent: 'PC',
      ip: '203.0.113.9',
    });
    expect(started.status).toBe(200);
    const { hash } = ((await started.json()) as { data: { onlineGuest: { hash: string } } }).data.onlineGuest;
    const messages = await rows('chat_message');
    await expectRefused(await client.post('api/onlineGuest/newMessage', { hash, type: 'text', message: hugeName }), 'message', 4000);
    expect(await rows('chat_message')).toBe(messages);
  });

  it('is refused in a token request, as JSON or as a form', async () => {
    const tokens = await rows('access_token');
    const json = await api.app().request('/venue-api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: hugeName }),
    });
    await expectRefused(json, 'username', 200);
    const form = await api.app().request('/venue-api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', password: hugeName }).toString(),
    });
    await expectRefused(form, 'password', 200);
    expect(await rows('access_token')).toBe(tokens);
  });
});
