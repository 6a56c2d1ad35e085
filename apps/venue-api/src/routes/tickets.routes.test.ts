// Ticket orders against the seeded demo venue: server-side prices, availability, idempotency,
// lookups, confirm, other guests, booking views and the promoter check.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  await api.db.query(
    `INSERT INTO ticket_promoter (promoter_ig, promotion_id, discount_type, discount_amount) VALUES ('djnova', 'promo-t-1', '%', 10)`,
  );
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
const soldOf = async (id: string) => (await api.db.query<{ sold: number }>('SELECT sold FROM ticket_type WHERE id = $1', [id]))[0]?.sold;
const priceOf = async (id: string) =>
  (await api.db.query<{ price_cents: number }>('SELECT price_cents FROM ticket_type WHERE id = $1', [id]))[0]?.price_cents ?? 0;

describe('tickets-group', () => {
  it('prices from the ticket types, ignoring any price the client sends', async () => {
    const res = await client.post('tickets-group', {
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 2, price: 0.01 }],
    });
    expect(res.status).toBe(200);
    const { data } = await client.json<{ data: { subTotal: number; total: number; lines: { lineTotal: number }[] } }>(res);
    const unit = await priceOf('event-up-1-ga');
    expect(data.subTotal).toBe((2 * unit) / 100);
    expect(data.lines[0]?.lineTotal).toBe((2 * unit) / 100);
    expect(data.total).toBeGreaterThanOrEqual(data.subTotal);
  });

  it('answers 409 naming the line for a sold-out ticket, 422 for one of another event', async () => {
    const sold = await client.post('tickets-group', { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-early', quantity: 1 }] });
    expect(sold.status).toBe(409);
    expect(await sold.json()).toMatchObject({ error: { code: 'sold_out', field: 'tickets[0].quantity' } });
    const other = await client.post('tickets-group', { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-2-ga', quantity: 1 }] });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { field: 'tickets[0].ticketId' } });
  });

  it('refuses a past event with 409 and a bad quantity with 422', async () => {
    expect(
      (await client.post('tickets-group', { eventId: 'event-past-1', tickets: [{ ticketId: 'event-past-1-ga', quantity: 1 }] })).status,
    ).toBe(409);
    const bad = await client.post('tickets-group', { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 0 }] });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'tickets[0].quantity' } });
  });

  it('property: the total is SUB TOTAL plus tax and service, SUB TOTAL the sum of unit x quantity', async () => {
    const ga = await priceOf('event-up-2-ga');
    const vip = await priceOf('event-up-2-vip');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 6 }), async (a, b) => {
        const res = await client.post('tickets-group', {
          eventId: 'event-up-2',
          tickets: [
            { ticketId: 'event-up-2-ga', quantity: a },
            { ticketId: 'event-up-2-vip', quantity: b },
          ],
        });
        const { data } = await client.json<{
          data: { subTotal: number; tax: number; serviceCharge: number; discount: number; total: number };
        }>(res);
        expect(Math.round(data.subTotal * 100)).toBe(a * ga + b * vip);
        expect(Math.round(data.total * 100)).toBe(Math.round((data.subTotal + data.tax + data.serviceCharge - data.discount) * 100));
      }),
      { numRuns: 15 },
    );
  });
});

describe('new-ticket-order', () => {
  it('needs an Idempotency-Key', async () => {
    const res = await client.post(
      'new-ticket-order',
      { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 1 }], ...guest },
      null,
    );
    expect(res.status).toBe(400);
  });

  it('creates one order per key, takes the seats once, and reads it back', async () => {
    const before = await soldOf('event-up-1-vip');
    const body = { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-vip', quantity: 2 }], ...guest, totalPrice: 1 };
    const [a, b] = await Promise.all([client.post('new-ticket-order', body, 'tk-1'), client.post('new-ticket-order', body, 'tk-1')]);
    const first = await client.json<{ data: { orderId: string } }>(a!);
    expect(await client.json(b!)).toEqual(first);
    expect(await soldOf('event-up-1-vip')).toBe((before ?? 0) + 2);

    const details = await client.json<{ data: { status: string; total: number; lines: unknown[]; kind: string } }>(
      await client.get(`ticket-order/${first.data.orderId}`),
    );
    expect(details.data).toMatchObject({ status: 'Pending', kind: 'tickets' });
    expect(details.data.total).toBeGreaterThan(1);
    const booking = await client.get(`api/ticketBooking/getBooking/${first.data.orderId}`);
    expect(booking.status).toBe(200);

    const confirm = await client.post(`confirm-ticket-order/${first.data.orderId}`, { orderId: first.data.orderId });
    expect(await confirm.json()).toEqual({ data: { orderId: first.data.orderId, status: 'Confirmed' } });
  });

  it('refuses the last seats to the second buyer', async () => {
    await api.db.query(`UPDATE ticket_type SET sold = capacity - 1 WHERE id = 'event-up-2-table'`);
    const body = { eventId: 'event-up-2', tickets: [{ ticketId: 'event-up-2-table', quantity: 1 }], ...guest };
    const answers = await Promise.all([client.post('new-ticket-order', body), client.post('new-ticket-order', body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('applies a promoter code and refuses an unknown one', async () => {
    const body = { eventId: 'event-up-6', tickets: [{ ticketId: 'event-up-6-ga', quantity: 2 }], ...guest };
    const withCode = await client.json<{ data: { orderId: string } }>(
      await client.post('new-ticket-order', { ...body, promoterIGname: '@DJNova' }),
    );
    const order = await client.json<{ data: { subTotal: number; discount: number } }>(
      await client.get(`ticket-order/${withCode.data.orderId}`),
    );
    expect(order.data.discount).toBeCloseTo(order.data.subTotal * 0.1, 2);
    const unknown = await client.post('new-ticket-order', { ...body, promoterIGname: 'nobody' });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ error: { field: 'promoterIGname' } });
  });

  it('answers 404 for unknown orders and 422 for a bad guest email', async () => {
    expect((await client.get('ticket-order/nope')).status).toBe(404);
    expect((await client.post('confirm-ticket-order/nope', { orderId: 'nope' })).status).toBe(404);
    const bad = await client.post('new-ticket-order', {
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 1 }],
      ...guest,
      clientEmail: 'x',
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { field: 'clientEmail' } });
  });
});

describe('other guests, booking views and promoter check', () => {
  it('adds guests up to what the tickets admit, edits the list and reads one guest', async () => {
    const { data } = await client.json<{ data: { orderId: string; orderSecret: string } }>(
      await client.post('api/ticketBooking/addBooking', {
        eventId: 'event-up-5',
        tickets: [{ ticketId: 'event-up-5-ga', quantity: 2 }],
        ...guest,
      }),
    );
    const add = await client.post('attendee-info', {
      orderId: data.orderId,
      name: 'Sam Other',
      email: 'sam@example.com',
      phoneNumber: '+447700900123',
    });
    expect(add.status).toBe(200);
    const attendee = await client.json<{ data: { _id: string } }>(add);
    expect(
      (
        await client.post('attendee-info', {
          orderId: data.orderId,
          name: 'Too Many',
          email: 'x@example.com',
          phoneNumber: '+447700900124',
        })
      ).status,
    ).toBe(409);
    const list = await client.json<{ data: { guestsAllowed: number; attendees: unknown[] } }>(
      await client.get(`ticket-attendee/${data.orderId}`),
    );
    expect(list.data).toMatchObject({ guestsAllowed: 2, attendees: [{ name: 'Sam Other' }] });
    const one = await client.json(await client.get(`api/ticketBooking/getBookingAttendee/${attendee.data._id}?secret=${data.orderSecret}`));
    expect(one).toMatchObject({ data: { orderId: data.orderId, email: 'sam@example.com' } });
    const edited = await client.post('api/ticketBooking/editAttendeeGroup', {
      orderId: data.orderId,
      secret: data.orderSecret,
      attendees: [{ _id: attendee.data._id, name: 'Sam Renamed', email: 'sam@example.com', phoneNumber: '+447700900123' }],
    });
    expect(await edited.json()).toMatchObject({ data: { attendees: [{ _id: attendee.data._id, name: 'Sam Renamed' }] } });
    const payment = await client.json(await client.get(`api/ticketBooking/bookingPayment/${data.orderId}`));
    expect(payment).toMatchObject({ data: { orderId: data.orderId, paid: false, invoice: null } });
  });

  it("answers a guest's e-mail and phone only to their place's key and the buyer's secret; a guest changes only their own place", async () => {
    const created = await client.post('new-ticket-order', {
      eventId: 'event-up-5',
      tickets: [{ ticketId: 'event-up-5-ga', quantity: 3 }],
      ...guest,
    });
    const { orderId, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
    const [keyA, keyB] = [randomBytes(24).toString('base64url'), randomBytes(24).toString('base64url')];
    const ann = { name: 'Ann Friend', email: 'ann@example.com', phoneNumber: '+447700900123' };
    const ben = { name: 'Ben Friend', email: 'ben@example.com', phoneNumber: '+447700900124' };
    type Guest = { _id: string; name: string; email?: string };
    const add = async (body: object) => client.json<{ data: Guest }>(await client.post('attendee-info', { orderId, ...body }));
    const list = async (query = '') =>
      (await client.json<{ data: { attendees: Guest[] } }>(await client.get(`ticket-attendee/${orderId}${query}`))).data.attendees;
    const one = async (id: string, query = '') =>
      (await client.json<{ data: Guest }>(await client.get(`api/ticketBooking/getBookingAttendee/${id}${query}`))).data;
    const emails = (guests: Guest[]) => guests.map((g) => g.email ?? null);

    const a = (await add({ ...ann, name: 'Ann Typo', key: keyA })).data;
    expect(a.email).toBe('ann@example.com');
    // The same key again (an answer lost) names the same place, not a second one.
    expect((await add({ ...ann, key: keyA })).data._id).toBe(a._id);
    const b = (await add({ ...ben, key: keyB })).data;
    expect((await list()).map((g) => Object.keys(g).sort())).toEqual([
      ['_id', 'name', 'orderId'],
      ['_id', 'name', 'orderId'],
    ]);
    expect((await list()).map((g) => g.name)).toEqual(['Ann Friend', 'Ben Friend']);
    expect(emails(await list(`?keys=${keyA}`))).toEqual(['ann@example.com', null]);
    expect(emails(await list(`?keys=${keyA},${keyB}`))).toEqual(['ann@example.com', 'ben@example.com']);
    expect(emails(await list(`?keys=not-a-key&secret=${orderSecret.slice(1)}`))).toEqual([null, null]);
    expect(emails(await list(`?secret=${orderSecret}`))).toEqual(['ann@example.com', 'ben@example.com']);
    expect((await one(b._id)).email).toBeUndefined();
    expect((await one(b._id, `?keys=${keyA}`)).email).toBeUndefined();
    expect((await one(b._id, `?keys=${keyB}`)).email).toBe('ben@example.com');
    expect((await one(b._id, `?secret=${orderSecret}`)).email).toBe('ben@example.com');

    // Ann's key does not open Ben's place: the answer of a guest not on the order, and nothing changes.
    const edit = (body: object) => client.post('api/ticketBooking/editAttendeeGroup', { orderId, ...body });
    const intoBens = await edit({ keys: [keyA], attendees: [{ _id: b._id, ...ben, email: 'ann@example.com' }] });
    expect(intoBens.status).toBe(422);
    expect(await intoBens.json()).toMatchObject({ error: { field: 'attendees[0]._id' } });
    expect((await edit({ attendees: [{ _id: a._id, ...ann }] })).status).toBe(422);
    // Ann corrects her own place; Ben's stays, and the answer opens Ann's alone.
    const corrected = await client.json<{ data: { attendees: Guest[] } }>(
      await edit({ keys: [keyA], attendees: [{ _id: a._id, ...ann, email: 'ann.friend@example.com' }] }),
    );
    expect(corrected.data.attendees.map((g) => [g.name, g.email ?? null])).toEqual([
      ['Ann Friend', 'ann.friend@example.com'],
      ['Ben Friend', null],
    ]);
    expect((await edit({ keys: [keyA], attendees: [{ ...ben, name: 'One Too Many' }] })).status).toBe(409);
    expect((await edit({ keys: ['short'], attendees: [] })).status).toBe(422);
    // The buyer replaces the whole list; Ann's place keeps her key.
    expect((await edit({ secret: orderSecret, attendees: [{ _id: a._id, ...ann }] })).status).toBe(200);
    expect(emails(await list(`?keys=${keyA}`))).toEqual(['ann@example.com']);
  });

  it('validates promoter codes: success with the discount, or success false', async () => {
    expect(
      await (
        await client.post('api/eventTickets/validate-promoter', { promoterIGname: 'djnova', type: 'ticket', eventId: 'event-up-1' })
      ).json(),
    ).toEqual({
      success: true,
      data: { promotionId: 'promo-t-1', discountType: '%', discountAmount: 10 },
    });
    expect(
      await (
        await client.post('api/eventTickets/validate-promoter', { promoterIGname: 'nobody', type: 'ticket', eventId: 'event-up-1' })
      ).json(),
    ).toEqual({ success: false });
  });
});
