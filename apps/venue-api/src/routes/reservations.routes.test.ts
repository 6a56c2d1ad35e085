// Table reservations against the seeded demo venue (test clock 15 June 2030; demo blocks: 20 June
// 22:00 to 21 June 02:00, 26 June 18:00-21:00, 3-4 July whole nights; minGuestCount 2; arrival
// times 9 PM to 1 AM).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationResponse } from '@venue/core/booking/reservation.schema';
import { reservationStart } from '@venue/core/booking/reservation-start';
import { OrderDetailsResponse } from '@venue/core/orders/order-response.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { insertBlock } from '../testing/insert-block';
import { kindsAndRecipients, mailsAbout } from '../testing/mails-about';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_MAIL_SETTINGS, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const reservation = {
  noOfGuests: 4,
  reservationDate: '06/17/2030',
  reservationTime: '10:00 PM',
  specialRequest: 'A quiet corner, please.',
  clientName: 'Dana Guest',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '+12125550123',
  userAgent: 'PC',
  ip: '203.0.113.9',
};

const put = (path: string, body: unknown) =>
  api.app().request(`/venue-api/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; field?: string; details?: { notes?: string } } }).error;
const count = async () =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE kind = 'reservations'`))[0]?.n ?? 0;

async function create(body: unknown = reservation): Promise<string> {
  const res = await client.post('new-reservation', body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}

describe('check-availability', () => {
  it('answers available for an open night and time', async () => {
    const res = await client.post('check-availability', reservation, null);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { available: true } });
    // Before the private party starts at 22:00 the night is open.
    expect(
      (await client.post('check-availability', { ...reservation, reservationDate: '06/20/2030', reservationTime: '9:00 PM' }, null)).status,
    ).toBe(200);
  });

  it('refuses a time inside a block window with 422 naming the time and carrying the notes', async () => {
    for (const time of ['10:00 PM', '11:30 PM', '1:00 AM']) {
      const res = await client.post('check-availability', { ...reservation, reservationDate: '06/20/2030', reservationTime: time }, null);
      expect(res.status, time).toBe(422);
      const error = await errorOf(res);
      expect(error).toMatchObject({ code: 'blocked', field: 'reservationTime' });
      expect(error.details?.notes).toContain('Private party from 10:00 PM to 2:00 AM');
    }
  });

  it('reads a block as one period: the evening after a block spanning midnight is open', async () => {
    const after = await client.post(
      'check-availability',
      { ...reservation, reservationDate: '06/21/2030', reservationTime: '10:00 PM' },
      null,
    );
    expect(after.status).toBe(200);
  });

  it('refuses a time inside a block from one evening to the next, and accepts one after its end', async () => {
    const block = {
      id: 'block-filming',
      dateFrom: '2030-08-10',
      dateTo: '2030-08-11',
      timeFrom: '20:00',
      timeTo: '23:00',
      notes: 'Filming',
    };
    await insertBlock(api.db, block);
    const at = (reservationDate: string, reservationTime: string) =>
      client.post('check-availability', { ...reservation, reservationDate, reservationTime }, null);
    for (const [date, time] of [
      ['08/10/2030', '1:00 AM'],
      ['08/11/2030', '9:00 PM'],
      ['08/11/2030', '11:00 PM'],
    ] as const) {
      const res = await at(date, time);
      expect(res.status, `${date} ${time}`).toBe(422);
      expect(await errorOf(res)).toMatchObject({ code: 'blocked', field: 'reservationTime', details: { notes: 'Filming' } });
    }
    expect((await at('08/11/2030', '11:30 PM')).status).toBe(200);
    expect(
      (await client.post('new-reservation', { ...reservation, reservationDate: '08/11/2030', reservationTime: '11:30 PM' })).status,
    ).toBe(200);
  });

  it('refuses a whole blocked night naming the date', async () => {
    const res = await client.post('check-availability', { ...reservation, reservationDate: '07/04/2030' }, null);
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'blocked', field: 'reservationDate' });
    expect(error.details?.notes).toContain('Closed for a wedding');
  });

  it('names the field of a guest count below the venue’s minimum, a past date and a time not offered', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ noOfGuests: 1 }, 'noOfGuests'],
      [{ noOfGuests: 21 }, 'noOfGuests'],
      [{ reservationDate: '06/14/2030' }, 'reservationDate'],
      [{ reservationDate: '02/30/2031' }, 'reservationDate'],
      [{ reservationTime: '8:00 PM' }, 'reservationTime'],
      [{ reservationTime: 'late' }, 'reservationTime'],
    ];
    for (const [change, field] of cases) {
      const res = await client.post('check-availability', { ...reservation, ...change }, null);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect((await errorOf(res)).field).toBe(field);
    }
  });
});

describe('new-reservation and reservation/{id}', () => {
  it('creates a reservation that GET reservation/{id} answers as order details with the reservation', async () => {
    const id = await create({ ...reservation, reservationTime: '22:30' });
    const res = await client.get(`reservation/${id}`);
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(decodeWith(OrderDetailsResponse, 'order')(body).ok).toBe(true);
    const decoded = decodeWith(ReservationResponse, 'reservation')(body);
    expect(decoded.ok && decoded.value.data).toMatchObject({
      orderId: id,
      status: 'Pending',
      details: { noOfGuests: 4, reservationDate: '06/17/2030', reservationTime: '10:30 PM' },
    });
    expect((await client.get('reservation/reservations-unknown')).status).toBe(404);
  });

  it('refuses a blocked night with 422 and stores nothing; one order per Idempotency-Key', async () => {
    const before = await count();
    const blocked = await client.post('new-reservation', { ...reservation, reservationDate: '07/03/2030' });
    expect(blocked.status).toBe(422);
    expect(await errorOf(blocked)).toMatchObject({ code: 'blocked', field: 'reservationDate' });
    expect(await count()).toBe(before);
    const first = await client.post('new-reservation', reservation, 'reservation-key-1');
    const again = await client.post('new-reservation', reservation, 'reservation-key-1');
    expect(await again.json()).toEqual(await first.json());
    expect(await count()).toBe(before + 1);
    expect((await client.post('new-reservation', reservation, null)).status).toBe(400);
    expect(await errorOf(await client.post('new-reservation', { ...reservation, clientName: 'Al' }))).toMatchObject({
      field: 'clientName',
    });
  });

  it('PUT changes the night after the same checks, and leaves a refused change unapplied', async () => {
    const id = await create();
    const update = { noOfGuests: 6, reservationDate: '06/18/2030', reservationTime: '11:30 PM', specialRequest: 'Birthday' };
    const res = await put(`reservation/${id}`, update);
    expect(res.status).toBe(200);
    const decoded = decodeWith(ReservationResponse, 'reservation')(await res.json());
    expect(decoded.ok && decoded.value.data.details).toMatchObject({ ...update, clientName: 'Dana Guest' });
    const blocked = await put(`reservation/${id}`, { ...update, reservationDate: '06/20/2030' });
    expect(blocked.status).toBe(422);
    expect(await errorOf(blocked)).toMatchObject({ code: 'blocked', field: 'reservationTime' });
    const after = decodeWith(ReservationResponse, 'reservation')(await (await client.get(`reservation/${id}`)).json());
    expect(after.ok && after.value.data.details.reservationDate).toBe('06/18/2030');
    expect((await put('reservation/reservations-unknown', update)).status).toBe(404);
    expect(await errorOf(await put(`reservation/${id}`, { ...update, noOfGuests: 0 }))).toMatchObject({ field: 'noOfGuests' });
  });

  it('confirm-reservation-order confirms; an unknown id or another kind’s order is 404', async () => {
    const id = await create();
    const res = await client.post(`confirm-reservation-order/${id}`, { orderId: id }, null);
    expect(await res.json()).toEqual({ data: { orderId: id, status: 'Confirmed' } });
    expect((await client.post('confirm-reservation-order/reservations-unknown', {}, null)).status).toBe(404);
  });
});

describe('the mails of a reservation', () => {
  const reminderAt = (date: string, time: string) =>
    new Date((reservationStart(date, time, api.context().timeZone)?.getTime() ?? NaN) - TEST_MAIL_SETTINGS.reminderHours * 3_600_000);
  const mailsOfKind = async (id: string, kind: string) => (await mailsAbout(api.db, id)).filter((m) => m.kind === kind);

  it('confirmed: the guest, a reminder before the night and the staff, once for a confirm sent twice', async () => {
    const id = await create({ ...reservation, reservationDate: '06/18/2030' });
    expect(await mailsAbout(api.db, id)).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await client.post(`confirm-reservation-order/${id}`, { orderId: id })).status).toBe(200);
    const mails = await mailsAbout(api.db, id);
    expect(kindsAndRecipients(mails).sort()).toEqual([
      'reservation-confirmed dana@example.com',
      'reservation-reminder dana@example.com',
      'staff-reservation staff@venue.test',
    ]);
    expect(mails.find((m) => m.kind === 'reservation-reminder')?.nextAttemptAt).toEqual(reminderAt('06/18/2030', '10:00 PM'));
  });

  it('changed twice: two numbered mails and a reminder for each new time; a save that changes nothing adds none', async () => {
    const id = await create({ ...reservation, reservationDate: '06/19/2030' });
    const change = { noOfGuests: 4, reservationDate: '06/19/2030', reservationTime: '10:00 PM', specialRequest: '' };
    // A change before the confirmation is not told: the guest has had no mail yet.
    expect((await put(`reservation/${id}`, change)).status).toBe(200);
    expect(await mailsAbout(api.db, id)).toEqual([]);
    await client.post(`confirm-reservation-order/${id}`, { orderId: id });
    expect((await put(`reservation/${id}`, { ...change, reservationTime: '11:00 PM' })).status).toBe(200);
    expect((await put(`reservation/${id}`, { ...change, reservationTime: '9:00 PM' })).status).toBe(200);
    expect((await put(`reservation/${id}`, { ...change, reservationTime: '9:00 PM' })).status).toBe(200);
    expect((await mailsOfKind(id, 'reservation-changed')).map((m) => [m.recipient, m.occasion])).toEqual([
      ['dana@example.com', '1'],
      ['dana@example.com', '2'],
    ]);
    expect((await mailsOfKind(id, 'staff-reservation')).map((m) => m.occasion)).toEqual(['', '1', '2']);
    const reminders = (await mailsOfKind(id, 'reservation-reminder')).map((m) => m.nextAttemptAt.getTime()).sort();
    expect(reminders).toEqual(['9:00 PM', '10:00 PM', '11:00 PM'].map((time) => reminderAt('06/19/2030', time).getTime()).sort());
  });
});
