// Guest codes on the server (docs/product.md#codes-for-guests): issued once when an order is paid or confirmed with
// nothing to pay, one per guest a ticket admits, in the named guests' names; void when the order is cancelled or a
// guest's place changes hands; read by the order's id with its secret or by the guest's own link; verified with the
// published key. The secret itself: order-secret.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDoorPublicKey, readGuestCode } from '@venue/core/guest-codes/guest-code';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { findEventDate } from '../store/events.store';
import { newOrderSecret } from '../orders/order-secret';
import { recordPayment } from '../orders/pay-order';
import { findOrder, insertOrder, unpricedOrder } from '../store/orders.store';
import { pdfImages } from '../testing/pdf-images';
import { pdfText } from '../testing/pdf-text';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { syncGuestCodes } from './issue-codes';
import { loadOrCreateVenueKeys } from './venue-keys';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const buyer = { clientName: 'Vera Buyer', clientEmail: 'vera@example.com', clientPhoneNumber: '+12125550177' };

/** Each order's secret, as its create answered it: the buyer's browser keeps it the same way. */
const secrets = new Map<string, string>();

async function ticketOrder(tickets: { ticketId: string; quantity: number }[], eventId = 'event-up-1'): Promise<string> {
  const created = await client.post('new-ticket-order', { ...buyer, eventId, tickets });
  expect(created.status).toBe(200);
  const { orderId, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
  secrets.set(orderId, orderSecret);
  return orderId;
}

/** A bottle order for Rory Table on 20 June 2030, made (in `language` when given) and paid as the payment webhook records it. */
async function paidBottleOrder(paymentId: string, language?: 'fr' | 'he'): Promise<string> {
  const ctx = api.context();
  const secret = newOrderSecret();
  const order = await insertOrder(api.db, {
    ...unpricedOrder('bottles', { bottleDate: '06/20/2030', bottleTime: '11:00 PM', clientName: 'Rory Table' }, ctx.now()),
    totalMinor: 50000,
    secretHash: secret.hash,
    ...(language === undefined ? {} : { language }),
  });
  secrets.set(order.id, secret.secret);
  await api.db.transaction(async (tx) => {
    expect(await recordPayment(tx, ctx, order, paymentId)).toBeNull();
  });
  return order.id;
}

async function codesOf(orderId: string): Promise<GuestCodeView[]> {
  const res = await client.get(`guest-codes/order/${orderId}?secret=${secrets.get(orderId) ?? ''}`);
  expect(res.status).toBe(200);
  return (await client.json<{ data: { orderId: string; codes: GuestCodeView[] } }>(res)).data.codes;
}

const storedCodes = (orderId: string) =>
  api.db.query<{ code_id: string; slot: number; status: string; guest_name: string; label: string; night: string; kind: string }>(
    'SELECT code_id, slot, status, guest_name, label, night, kind FROM guest_code WHERE order_id = $1 ORDER BY issued_at, slot',
    [orderId],
  );

async function publishedKey() {
  const res = await api.app().request('/venue-api/guest-codes/public-key');
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { algorithm: string; publicKey: string } };
  expect(data.algorithm).toBe('Ed25519');
  return importDoorPublicKey(data.publicKey);
}

describe('codes of a ticket order', () => {
  let orderId: string;
  let night: string;
  beforeAll(async () => {
    orderId = await ticketOrder([
      { ticketId: 'event-up-1-ga', quantity: 1 },
      { ticketId: 'event-up-1-table', quantity: 1 },
    ]);
    night = (await findEventDate(api.db, 'event-up-1')) ?? '';
  });

  it('are none before the order is paid', async () => {
    expect(await codesOf(orderId)).toEqual([]);
  });

  it('are issued once on payment: one per guest the tickets admit, the buyer first, signed by the published key', async () => {
    const pay = { orderType: 'tickets', orderId };
    expect((await client.post('make-test-payment', pay, `pay-${orderId}`)).status).toBe(200);
    // The same payment again (a retry) and a second refused one issue nothing more.
    expect((await client.post('make-test-payment', pay, `pay-${orderId}`)).status).toBe(200);
    expect((await client.post('make-test-payment', pay)).status).toBe(409);
    const codes = await codesOf(orderId);
    expect(codes.map((c) => [c.guestName, c.label, c.kind, c.night])).toEqual([
      ['Vera Buyer', 'General Admission', 'ticket', night],
      ['Guest 2 of Vera Buyer', 'Table for 4', 'ticket', night],
      ['Guest 3 of Vera Buyer', 'Table for 4', 'ticket', night],
      ['Guest 4 of Vera Buyer', 'Table for 4', 'ticket', night],
      ['Guest 5 of Vera Buyer', 'Table for 4', 'ticket', night],
    ]);
    expect(new Set(codes.map((c) => c.codeId)).size).toBe(5);
    const key = await publishedKey();
    for (const code of codes) {
      const reading = await readGuestCode(code.code, key, night);
      expect(reading).toEqual({ ok: true, claims: expect.objectContaining({ codeId: code.codeId, orderId, guestName: code.guestName }) });
    }
    expect(await storedCodes(orderId)).toHaveLength(5);
  });

  it('are the same codes, signed the same, however often the order is looked at again', async () => {
    const before = await codesOf(orderId);
    const order = await findOrder(api.db, orderId);
    await api.db.transaction((tx) => syncGuestCodes(tx, api.context(), order!));
    expect(await codesOf(orderId)).toEqual(before);
    expect(await storedCodes(orderId)).toHaveLength(5);
  });

  it("give a named guest a code of their own, in their name, and void the place's old code", async () => {
    const before = await codesOf(orderId);
    const added = await client.post('attendee-info', {
      orderId,
      name: 'Sam Friend',
      email: 'sam@example.com',
      phoneNumber: '+447700900123',
    });
    expect(added.status).toBe(200);
    const after = await codesOf(orderId);
    expect(after.map((c) => c.guestName)).toEqual([
      'Vera Buyer',
      'Sam Friend',
      'Guest 3 of Vera Buyer',
      'Guest 4 of Vera Buyer',
      'Guest 5 of Vera Buyer',
    ]);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]?.codeId).not.toBe(before[1]?.codeId);
    const old = await client.json<{ data: GuestCodeView }>(await client.get(`guest-codes/guest/${before[1]?.linkToken}`));
    expect(old.data.status).toBe('void');
    const sams = await client.json<{ data: GuestCodeView }>(await client.get(`guest-codes/guest/${after[1]?.linkToken}`));
    expect(sams.data).toEqual(after[1]);
  });

  it('are void once the order is cancelled, wherever that is written', async () => {
    await api.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [orderId]);
    expect(await codesOf(orderId)).toEqual([]);
    const stored = await storedCodes(orderId);
    expect(stored.length).toBeGreaterThan(5);
    expect(stored.every((c) => c.status === 'void')).toBe(true);
  });
});

describe('codes of other orders', () => {
  it('a free ticket order gets its codes when confirmed, and a confirmed reservation one for the table, moved with its night', async () => {
    const free = await ticketOrder([{ ticketId: 'event-up-7-list', quantity: 2 }], 'event-up-7');
    expect((await client.post(`confirm-ticket-order/${free}`, {})).status).toBe(200);
    expect((await codesOf(free)).map((c) => c.guestName)).toEqual(['Vera Buyer', 'Guest 2 of Vera Buyer']);

    const created = await client.post('new-reservation', {
      ...buyer,
      noOfGuests: 4,
      reservationDate: '06/16/2030',
      reservationTime: '10:00 PM',
      specialRequest: '',
      userAgent: 'PC',
      ip: '203.0.113.9',
    });
    const { orderId: reservationId, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
    secrets.set(reservationId, orderSecret);
    expect(await codesOf(reservationId)).toEqual([]);
    expect((await client.post(`confirm-reservation-order/${reservationId}`, {})).status).toBe(200);
    const [table] = await codesOf(reservationId);
    expect(table).toMatchObject({ kind: 'table', label: 'Table', guestName: 'Vera Buyer', night: '2030-06-16' });
    const token = await api.signIn();
    const moved = await api.app().request(`/venue-api/reservation/${reservationId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ noOfGuests: 4, reservationDate: '06/18/2030', reservationTime: '10:00 PM', specialRequest: '' }),
    });
    expect(moved.status).toBe(200);
    const [movedTable] = await codesOf(reservationId);
    expect(movedTable).toMatchObject({ kind: 'table', night: '2030-06-18' });
    expect(movedTable?.codeId).not.toBe(table?.codeId);
  });

  it('a paid bottle order gets one code for the table, for its night', async () => {
    const orderId = await paidBottleOrder('test_bottles_4242');
    expect(await codesOf(orderId)).toMatchObject([
      { kind: 'table', label: 'Table', guestName: 'Rory Table', night: '2030-06-20', eventId: null },
    ]);
  });

  it('a paid coat check claim gets one code for the night it was handed in', async () => {
    const res = await client.post('submit-coatcheck', {
      clientName: 'Dana Guest',
      clientPhoneNumber: '+12125550123',
      items: [{ type: 'Coat', quantity: 1 }],
    });
    const claim = (await client.json<{ data: { _id: string; ticketNumber: string; orderSecret: string } }>(res)).data;
    secrets.set(claim._id, claim.orderSecret);
    expect((await client.post('make-test-payment', { orderType: 'coat-check', orderId: claim._id })).status).toBe(200);
    expect(await codesOf(claim._id)).toMatchObject([{ kind: 'coat', label: 'Coat check', guestName: 'Dana Guest', night: '2030-06-15' }]);
  });
});

describe('codes of an order in another language', () => {
  /** A ticket order made on the site's pages in `language`, as its Accept-Language says. */
  async function ticketOrderIn(language: string, tickets: { ticketId: string; quantity: number }[]): Promise<string> {
    const created = await api.app().request('/venue-api/new-ticket-order', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await api.signIn()}`,
        'accept-language': language,
        'idempotency-key': `order-in-${language}`,
      },
      body: JSON.stringify({ ...buyer, eventId: 'event-up-1', tickets }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { orderId, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
    secrets.set(orderId, orderSecret);
    expect((await client.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(200);
    return orderId;
  }

  it.each([
    ['fr', 'Invité', 'de', 'Table'],
    ['he', 'אורח', 'של', 'שולחן'],
  ])(
    '%s: open places and a table are worded in it, told from named ones, and an older code keeps its words',
    async (language, guest, of, table) => {
      const orderId = await ticketOrderIn(language, [{ ticketId: 'event-up-1-ga', quantity: 3 }]);
      const issued = await codesOf(orderId);
      expect(issued.map((c) => [c.guestName, c.named])).toEqual([
        ['Vera Buyer', true],
        [`${guest} 2 ${of} Vera Buyer`, false],
        [`${guest} 3 ${of} Vera Buyer`, false],
      ]);
      // A code issued before codes were worded in the order's language: named or not, the sync keeps it as it is.
      await api.db.query(`UPDATE guest_code SET guest_name = 'Guest 3 of Vera Buyer' WHERE order_id = $1 AND slot = 2`, [orderId]);
      expect(
        (await client.post('attendee-info', { orderId, name: 'Sam Friend', email: 'sam@example.com', phoneNumber: '+447700900123' }))
          .status,
      ).toBe(200);
      const after = await codesOf(orderId);
      expect(after.map((c) => [c.guestName, c.named])).toEqual([
        ['Vera Buyer', true],
        ['Sam Friend', true],
        ['Guest 3 of Vera Buyer', false],
      ]);
      expect(after[2]?.codeId).toBe(issued[2]?.codeId);
      const own = await client.json<{ data: GuestCodeView }>(await client.get(`guest-codes/guest/${after[2]?.linkToken}`));
      expect(own.data).toEqual(after[2]);

      const bottles = await paidBottleOrder(`test_bottles_${language}`, language as 'fr' | 'he');
      expect(await codesOf(bottles)).toMatchObject([{ kind: 'table', label: table, guestName: 'Rory Table', named: true }]);
    },
  );
});

describe('the endpoints', () => {
  it('refuse a wrong link', async () => {
    expect((await client.get('guest-codes/order/tickets-no-such-order')).status).toBe(404);
    expect((await client.get(`guest-codes/guest/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await client.get('guest-codes/guest/short')).status).toBe(404);
    // Codes are read with the API's token, as every order read; only the public key needs none.
    expect((await api.app().request('/venue-api/guest-codes/order/x')).status).toBe(401);
  });
});

describe('the invoice PDF', () => {
  it('carries each guest code as a QR image with its text, as a PDF reader reads it, with the order secret', async () => {
    const orderId = await ticketOrder([{ ticketId: 'event-up-1-ga', quantity: 2 }]);
    expect((await client.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(200);
    const codes = await codesOf(orderId);
    expect(codes).toHaveLength(2);
    const [{ invoice_file: file } = { invoice_file: '' }] = await api.db.query<{ invoice_file: string }>(
      'SELECT invoice_file FROM orders WHERE id = $1',
      [orderId],
    );
    const res = await api.app().request(`/venue-api/invoices/pdf/${file}?secret=${secrets.get(orderId) ?? ''}`);
    expect(res.status).toBe(200);
    const pdf = new Uint8Array(await res.arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toContain('Your codes for the door');
    for (const code of codes) {
      expect(text).toContain(code.guestName);
      expect(text.replace(/\s/g, '')).toContain(code.code);
    }
    expect(text).toContain('General Admission');
    const images = await pdfImages(pdf);
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.width).toBe(image.height);
      expect(image.width).toBeGreaterThan(100);
    }
  });
});

describe('the venue key', () => {
  it('is made once: instances asking at the same time all read the one stored', async () => {
    // As on a new database: the last test of the file, so the codes above keep the key they were signed with.
    await api.db.query('DELETE FROM guest_code_key');
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => loadOrCreateVenueKeys(api.db, api.context().now)));
    expect(new Set([a, b, c].map((k) => k?.publicKey)).size).toBe(1);
    expect(await api.db.query('SELECT id FROM guest_code_key')).toHaveLength(1);
  });
});
