// Private venue bookings against the seeded demo venue (test clock 15 June 2030; demo blocks:
// 20 June 22:00 to 21 June 02:00, 26 June 18:00-21:00, 3-4 July whole nights).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateEventResponse } from '@venue/core/booking/venue-booking.schema';
import { OrderDetailsResponse } from '@venue/core/orders/order-response.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { insertBlock } from '../testing/insert-block';
import { kindsAndRecipients, mailsAbout } from '../testing/mails-about';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const booking = {
  eventDate: '06/22/2030',
  startTime: '9:00 PM',
  endTime: '2:00 AM',
  noOfGuests: 20,
  eventType: 'Birthday party',
  specialRequest: '',
  clientName: 'Dana Guest',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '+12125550123',
  userAgent: 'Mobile',
  ip: '203.0.113.9',
};
const edit = ({ eventDate, startTime, endTime, noOfGuests, eventType, specialRequest }: typeof booking) => ({
  eventDate,
  startTime,
  endTime,
  noOfGuests,
  eventType,
  specialRequest,
});

const put = (path: string, body: unknown) =>
  api.app().request(`/venue-api/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; field?: string; details?: { notes?: string } } }).error;
const count = async () => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE kind = 'bookings'`))[0]?.n ?? 0;
const privateEvent = async (res: Response) => {
  const decoded = decodeWith(PrivateEventResponse, 'private event')(await res.json());
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
  return decoded.value.data;
};

async function create(body: unknown): Promise<string> {
  const res = await client.post('new-booking', body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}

/** Pays the booking's deposit with the test card: from then on it holds its night. */
async function pay(orderId: string): Promise<Response> {
  return client.post('make-test-payment', { orderType: 'bookings', orderId });
}

describe('new-booking', () => {
  it('books a night; booking-info and getOnePrivateEvent answer it', async () => {
    const id = await create(booking);
    const info: unknown = await (await client.get(`booking-info/${id}`)).json();
    expect(decodeWith(OrderDetailsResponse, 'order')(info).ok).toBe(true);
    const event = await privateEvent(await client.get(`api/privateEvents/getOnePrivateEvent/${id}`));
    expect(event).toMatchObject({
      orderId: id,
      status: 'Pending',
      details: { eventDate: '06/22/2030', startTime: '9:00 PM', endTime: '2:00 AM', eventType: 'Birthday party' },
    });
    expect((await client.get('booking-info/bookings-unknown')).status).toBe(404);
    expect((await client.get('api/privateEvents/getOnePrivateEvent/bookings-unknown')).status).toBe(404);
  });

  it('books a weekday the venue is closed to the public: a private event takes the whole venue (docs/product.md#closed-days)', async () => {
    // The demo venue closes on Mondays; 06/24/2030 is one.
    const id = await create({ ...booking, eventDate: '06/24/2030' });
    expect((await privateEvent(await client.get(`api/privateEvents/getOnePrivateEvent/${id}`))).details).toMatchObject({
      eventDate: '06/24/2030',
    });
  });

  it("stores the venue's booking deposit (bookingDepositAmount, $250 in the demo) as its one line, total and amount due", async () => {
    const id = await create({ ...booking, eventDate: '08/14/2030' });
    const info = decodeWith(OrderDetailsResponse, 'order')(await (await client.get(`booking-info/${id}`)).json());
    expect(info.ok && info.value.data).toMatchObject({
      status: 'Pending',
      lines: [{ itemId: 'booking-deposit', name: 'Private event deposit', quantity: 1 }],
      total: 25000,
      amountDue: 25000,
    });
  });

  it('refuses a night a paid booking holds with 409, storing nothing', async () => {
    expect((await pay(await create({ ...booking, eventDate: '06/23/2030' }))).status).toBe(200);
    const before = await count();
    const res = await client.post('new-booking', { ...booking, eventDate: '06/23/2030', clientName: 'Other Guest' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'night_taken', field: 'eventDate' });
    expect(await count()).toBe(before);
  });

  it('takes a night up to 18 months ahead and refuses one a day later, storing nothing', async () => {
    const before = await count();
    const beyond = await client.post('new-booking', { ...booking, eventDate: '12/16/2031' });
    expect(beyond.status).toBe(422);
    expect(await errorOf(beyond)).toMatchObject({
      code: 'invalid_input',
      field: 'eventDate',
      message: expect.stringContaining('18 months'),
    });
    expect(await count()).toBe(before);
    expect((await client.post('new-booking', { ...booking, eventDate: '12/15/2031' })).status).toBe(200);
  });

  it('refuses blocked periods, naming the date for whole nights and the start time for a window', async () => {
    const night = await client.post('new-booking', { ...booking, eventDate: '07/03/2030' });
    expect(night.status).toBe(422);
    expect(await errorOf(night)).toMatchObject({
      code: 'blocked',
      field: 'eventDate',
      details: { notes: expect.stringContaining('wedding') },
    });
    const window = await client.post('new-booking', { ...booking, eventDate: '06/26/2030', startTime: '7:00 PM' });
    expect(window.status).toBe(422);
    expect(await errorOf(window)).toMatchObject({
      code: 'blocked',
      field: 'startTime',
      details: { notes: expect.stringContaining('corporate') },
    });
    // Starting after the window closes is fine.
    expect((await client.post('new-booking', { ...booking, eventDate: '06/26/2030', startTime: '9:30 PM' })).status).toBe(200);
  });

  it('refuses a start inside a block spanning midnight between two dates, and books one after its end', async () => {
    const block = { id: 'block-gala', dateFrom: '2030-08-20', dateTo: '2030-08-21', timeFrom: '21:00', timeTo: '03:00', notes: 'Gala' };
    await insertBlock(api.db, block);
    const inside = await client.post('new-booking', { ...booking, eventDate: '08/20/2030', startTime: '1:00 AM', endTime: '4:00 AM' });
    expect(inside.status).toBe(422);
    expect(await errorOf(inside)).toMatchObject({ code: 'blocked', field: 'startTime', details: { notes: 'Gala' } });
    // After its end: later that night, and the next evening (not a window repeated on each date).
    const before = await count();
    await create({ ...booking, eventDate: '08/20/2030', startTime: '3:30 AM', endTime: '5:00 AM' });
    await create({ ...booking, eventDate: '08/21/2030', startTime: '10:00 PM', endTime: '2:00 AM' });
    expect(await count()).toBe(before + 2);
  });

  it('names the field of an event that ends before it starts, too few guests or no event type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: '11:00 PM', endTime: '10:00 PM' }, 'endTime'],
      [{ noOfGuests: 1 }, 'noOfGuests'],
      [{ eventType: '  ' }, 'eventType'],
      [{ eventDate: '06/01/2030' }, 'eventDate'],
      [{ clientPhoneNumber: '555' }, 'clientPhoneNumber'],
    ];
    for (const [change, field] of cases) {
      const res = await client.post('new-booking', { ...booking, eventDate: '06/28/2030', ...change });
      expect(res.status, field).toBe(422);
      expect((await errorOf(res)).field).toBe(field);
    }
  });
});

describe('privateEvents and confirm-booking-order', () => {
  it('editPrivateEvent moves a held night to a free one and frees the old one; a held night is 409', async () => {
    const first = await create({ ...booking, eventDate: '07/10/2030' });
    const second = await create({ ...booking, eventDate: '07/11/2030' });
    expect((await pay(first)).status).toBe(200);
    expect((await pay(second)).status).toBe(200);
    const moved = await put(`api/privateEvents/editPrivateEvent/${first}`, { ...edit(booking), eventDate: '07/12/2030', noOfGuests: 12 });
    expect(moved.status).toBe(200);
    expect((await privateEvent(moved)).details).toMatchObject({ eventDate: '07/12/2030', noOfGuests: 12 });
    const taken = await put(`api/privateEvents/editPrivateEvent/${first}`, { ...edit(booking), eventDate: '07/11/2030' });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: 'night_taken', field: 'eventDate' });
    // 10 July is free again; the same night for the same event is fine.
    expect((await pay(await create({ ...booking, eventDate: '07/10/2030' }))).status).toBe(200);
    expect(
      (await put(`api/privateEvents/editPrivateEvent/${second}`, { ...edit(booking), eventDate: '07/11/2030', startTime: '10:00 PM' }))
        .status,
    ).toBe(200);
    expect((await put('api/privateEvents/editPrivateEvent/bookings-unknown', edit(booking))).status).toBe(404);
  });

  it('promoteStatus confirms and cancels; a cancelled event frees its night and cannot be changed', async () => {
    const id = await create({ ...booking, eventDate: '07/15/2030' });
    expect((await privateEvent(await put(`api/privateEvents/promoteStatus/${id}`, { status: 'Confirmed' }))).status).toBe('Confirmed');
    expect((await privateEvent(await put(`api/privateEvents/promoteStatus/${id}`, { status: 'Cancelled' }))).status).toBe('Cancelled');
    expect((await put(`api/privateEvents/promoteStatus/${id}`, { status: 'Confirmed' })).status).toBe(409);
    expect((await put(`api/privateEvents/editPrivateEvent/${id}`, edit(booking))).status).toBe(409);
    expect((await client.post(`confirm-booking-order/${id}`, {}, null)).status).toBe(409);
    await create({ ...booking, eventDate: '07/15/2030' });
    expect((await put(`api/privateEvents/promoteStatus/${id}`, { status: 'Paid' })).status).toBe(422);
    expect((await put('api/privateEvents/promoteStatus/bookings-unknown', { status: 'Cancelled' })).status).toBe(404);
  });

  it('confirm-booking-order confirms a booking; 404 for an unknown id', async () => {
    const id = await create({ ...booking, eventDate: '07/20/2030' });
    expect(await (await client.post(`confirm-booking-order/${id}`, { orderId: id }, null)).json()).toEqual({
      data: { orderId: id, status: 'Confirmed' },
    });
    expect((await client.post('confirm-booking-order/bookings-unknown', {}, null)).status).toBe(404);
  });
});

describe('the mails of a venue booking', () => {
  it('tells the guest and the staff of a request once per Idempotency-Key, and the guest again when its deposit is paid', async () => {
    const body = { ...booking, eventDate: '09/18/2030' };
    const [a, b] = await Promise.all([client.post('new-booking', body, 'bk-mail-1'), client.post('new-booking', body, 'bk-mail-1')]);
    const id = ((await a.json()) as { data: { orderId: string } }).data.orderId;
    expect(((await b.json()) as { data: { orderId: string } }).data.orderId).toBe(id);
    expect(kindsAndRecipients(await mailsAbout(api.db, id))).toEqual([
      'booking-received dana@example.com',
      'staff-booking-request staff@venue.test',
    ]);
    // Confirmed with its deposit still due: nothing to tell yet.
    expect((await client.post(`confirm-booking-order/${id}`, { orderId: id })).status).toBe(200);
    expect((await mailsAbout(api.db, id)).some((m) => m.kind === 'booking-confirmed')).toBe(false);
    expect((await pay(id)).status).toBe(200);
    expect((await mailsAbout(api.db, id)).filter((m) => m.kind === 'booking-confirmed')).toMatchObject([
      { recipient: 'dana@example.com', attachments: ['invoice', 'calendar'] },
    ]);
  });
});
