// Table reservations against the seeded demo venue (test clock 15 June 2030; demo blocks: 20 June
// 22:00 to 21 June 02:00, 26 June 18:00-21:00, 3-4 July whole nights; minGuestCount 2; arrival
// times 9 PM to 1 AM; closed on Mondays): checks, holds, changes, cancels, a night's tables and the mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationResponse } from '@venue/core/booking/reservation.schema';
import { reservationStart } from '@venue/core/booking/reservation-start';
import { OrderDetailsResponse } from '@venue/core/orders/order-response.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { doorDesk } from '../door/door-desk';
import { guestCodeTable } from '../door/issued-codes';
import { venueKeys } from '../guest-codes/venue-keys';
import { composeMailWith } from '../mail/compose/compose-mail';
import { findOutboxMail } from '../mail/outbox/outbox.store';
import { insertBlock } from '../testing/insert-block';
import { setReservationSetting } from '../testing/reservation-settings';
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
  reservationDate: '06/16/2030',
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
/** Runs `work` with the clock at `at`, signed in afresh (a token lasts an hour), then puts both back. */
async function atTime<T>(at: Date, work: () => Promise<T>): Promise<T> {
  const [start, startClient, startToken] = [api.clock.now, client, token];
  api.clock.now = at;
  client = orderTestClient(api);
  token = await api.signIn();
  try {
    return await work();
  } finally {
    [api.clock.now, client, token] = [start, startClient, startToken];
  }
}

const mailsOfKind = async (id: string, kind: string) => (await mailsAbout(api.db, id)).filter((m) => m.kind === kind);
const count = async () =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE kind = 'reservations'`))[0]?.n ?? 0;

async function createWithSecret(body: unknown = reservation): Promise<{ id: string; secret: string }> {
  const res = await client.post('new-reservation', body);
  expect(res.status).toBe(200);
  const { orderId, orderSecret } = ((await res.json()) as { data: { orderId: string; orderSecret: string } }).data;
  return { id: orderId, secret: orderSecret };
}

const create = async (body: unknown = reservation): Promise<string> => (await createWithSecret(body)).id;

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

  it('refuses a weekday the venue’s hours mark closed, in the venue’s words (docs/product.md#closed-days)', async () => {
    // The demo venue closes on Mondays; 06/17/2030 is one.
    const res = await client.post('check-availability', { ...reservation, reservationDate: '06/17/2030' }, null);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_input', field: 'reservationDate', message: 'We are closed on Mondays.' });
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
      details: { noOfGuests: 4, reservationDate: '06/16/2030', reservationTime: '10:30 PM' },
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

describe('the second step: a reservation holds its table until its hold runs out', () => {
  it('answers until when it holds; past that, it is released: it reads cancelled, cannot be confirmed, and cancelling it again is harmless', async () => {
    const { id, secret: orderSecret } = await createWithSecret({ ...reservation, reservationDate: '06/22/2030' });
    const read = async () => decodeWith(ReservationResponse, 'reservation')(await (await client.get(`reservation/${id}`)).json());
    const held = await read();
    expect(held.ok && held.value.data).toMatchObject({
      status: 'Pending',
      holdUntil: new Date(api.clock.now.getTime() + 30 * 60_000).toISOString(),
    });
    await atTime(new Date(api.clock.now.getTime() + 30 * 60_000), async () => {
      const released = await read();
      expect(released.ok && released.value.data).toMatchObject({
        status: 'Cancelled',
        holdUntil: held.ok ? held.value.data.holdUntil : '',
      });
      const confirm = await client.post(`confirm-reservation-order/${id}`, { orderId: id }, null);
      expect(confirm.status).toBe(409);
      expect(await errorOf(confirm)).toMatchObject({ code: 'hold_expired' });
      expect(
        (await put(`reservation/${id}`, { noOfGuests: 4, reservationDate: '06/22/2030', reservationTime: '10:00 PM', specialRequest: '' }))
          .status,
      ).toBe(409);
      const cancel = await client.post(`cancel-reservation/${id}`, { secret: orderSecret }, null);
      expect(cancel.status).toBe(200);
      expect(await mailsAbout(api.db, id)).toEqual([]);
    });
  });

  it('lets a reservation be confirmed until its hold’s last instant; confirmed, it holds its table for good', async () => {
    const id = await create({ ...reservation, reservationDate: '06/22/2030' });
    const start = api.clock.now;
    await atTime(new Date(start.getTime() + 30 * 60_000 - 1), async () => {
      expect((await client.post(`confirm-reservation-order/${id}`, { orderId: id }, null)).status).toBe(200);
    });
    const confirmed = decodeWith(ReservationResponse, 'reservation')(await (await client.get(`reservation/${id}`)).json());
    expect(confirmed.ok && confirmed.value.data).toMatchObject({ status: 'Confirmed', holdUntil: null });
    await atTime(new Date(start.getTime() + 24 * 3_600_000), async () => {
      const later = decodeWith(ReservationResponse, 'reservation')(await (await client.get(`reservation/${id}`)).json());
      expect(later.ok && later.value.data.status).toBe('Confirmed');
    });
  });
});

describe('cancel-reservation/{orderId}', () => {
  const cancel = (id: string, body: unknown) => client.post(`cancel-reservation/${id}`, body, null);
  const statusOf = async (id: string) =>
    ((await (await client.get(`reservation/${id}`)).json()) as { data: { status: string } }).data.status;

  async function confirmed(night: string, time = '10:00 PM') {
    const made = await createWithSecret({ ...reservation, reservationDate: night, reservationTime: time });
    expect((await client.post(`confirm-reservation-order/${made.id}`, { orderId: made.id }, null)).status).toBe(200);
    return made;
  }

  /** What the door answers for the table's code, read with the order secret as the guest's confirmation shows it. */
  async function atTheDoor(id: string, secret: string, code: string | null = null) {
    const read = await client.get(`guest-codes/order/${id}?secret=${secret}`);
    const [live] = (await client.json<{ data: { codes: { code: string; night: string }[] } }>(read)).data.codes;
    const desk = doorDesk(
      api.context(),
      guestCodeTable(api.db, async () => (await venueKeys(api.db, api.context().now)).publicKey),
    );
    return {
      code: live?.code ?? code,
      admit: (text: string, night: string) => desk.admit(night, { code: text, door: 'Main door', device: 'device-main-0001' }),
    };
  }

  it('cancels for the holder of the order secret: the reservation is cancelled, its code void at the door, the guest told once, twice harmless', async () => {
    const { id, secret } = await confirmed('06/23/2030');
    const before = await atTheDoor(id, secret);
    expect(before.code).not.toBeNull();
    const res = await cancel(id, { secret });
    expect(res.status).toBe(200);
    const decoded = decodeWith(ReservationResponse, 'reservation')(await res.json());
    expect(decoded.ok && decoded.value.data).toMatchObject({ orderId: id, status: 'Cancelled', holdUntil: null });
    expect(await statusOf(id)).toBe('Cancelled');
    // The door refuses the code it admitted before: the order was cancelled.
    expect((await before.admit(before.code ?? '', '2030-06-23')).outcome).toBe('cancelled');
    expect((await client.get(`guest-codes/order/${id}?secret=${secret}`)).status).toBe(200);
    const again = await cancel(id, { secret });
    expect(again.status).toBe(200);
    expect((await mailsOfKind(id, 'reservation-cancelled')).map((m) => m.recipient)).toEqual(['dana@example.com']);
    // A cancelled reservation is neither changed nor confirmed again.
    expect(
      (await put(`reservation/${id}`, { noOfGuests: 4, reservationDate: '06/23/2030', reservationTime: '10:00 PM', specialRequest: '' }))
        .status,
    ).toBe(409);
    expect(await errorOf(await client.post(`confirm-reservation-order/${id}`, { orderId: id }, null))).toMatchObject({
      code: 'order_cancelled',
    });
  });

  it('refuses a wrong key, no key and another reservation’s secret with 403 and changes nothing; an unknown id is 404', async () => {
    const mine = await confirmed('06/23/2030', '11:00 PM');
    const other = await createWithSecret({ ...reservation, reservationDate: '06/23/2030' });
    for (const body of [
      { secret: 'd3Jvbmctc2VjcmV0LW9mLWEtZnJpZW5k' },
      {},
      { secret: other.secret },
      { link: 'not.a.key' },
      { secret: '' },
    ]) {
      const res = await cancel(mine.id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'forbidden' });
    }
    expect(await statusOf(mine.id)).toBe('Confirmed');
    expect((await cancel('reservations-unknown', { secret: mine.secret })).status).toBe(404);
    expect(await errorOf(await cancel(mine.id, { secret: 'x'.repeat(101) }))).toMatchObject({ code: 'invalid_input', field: 'secret' });
    expect((await client.post(`cancel-reservation/${mine.id}`, [], null)).status).toBe(422);
  });

  it('cancels with the key of its mail’s cancel link, which opens no other reservation', async () => {
    const { id } = await confirmed('06/28/2030');
    const other = await confirmed('06/28/2030', '11:00 PM');
    const [mail] = await api.db.query<{ id: string }>(
      `SELECT id FROM mail_outbox WHERE kind = 'reservation-confirmed' AND subject_id = $1`,
      [id],
    );
    const outbox = await findOutboxMail(api.db, mail?.id ?? '');
    const composed = outbox && (await composeMailWith(api.context())(outbox));
    const href =
      /href="(https:\/\/venue\.test\/cancel-reservation\/[^"]+)"/.exec(composed?.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    const url = new URL(href);
    expect(url.pathname).toBe(`/cancel-reservation/${id}`);
    const link = url.searchParams.get('link') ?? '';
    // The mail carries a cancel key, never the order secret, and a change link besides.
    expect(composed?.text).toContain('Change this reservation');
    expect(composed?.text).toContain('You can cancel online until Fri 06/28/2030 at 8:00 PM.');
    expect((await cancel(other.id, { link })).status).toBe(403);
    expect((await cancel(id, { link })).status).toBe(200);
    expect(await statusOf(id)).toBe('Cancelled');
    expect(await statusOf(other.id)).toBe('Confirmed');
  });

  it('refuses a confirmed reservation from the venue’s cut-off on, in words with the venue’s phone; a pending one may still go', async () => {
    const { id, secret } = await confirmed('06/25/2030');
    const later = await confirmed('06/25/2030', '11:00 PM');
    const arrival = reservationStart('06/25/2030', '10:00 PM', api.context().timeZone)?.getTime() ?? NaN;
    try {
      await atTime(new Date(arrival - 2 * 3_600_000), async () => {
        const late = await cancel(id, { secret });
        expect(late.status).toBe(409);
        expect(await errorOf(late)).toMatchObject({
          code: 'too_late',
          message:
            'It is too late to cancel online: online cancellations close 2 hours before your arrival. Please call us on +1-718-555-0142 and we will take care of it.',
        });
        expect(await statusOf(id)).toBe('Confirmed');
        // 11:00 PM's cut-off is an hour later.
        expect((await cancel(later.id, { secret: later.secret })).status).toBe(200);
        // A reservation never confirmed is held to no cut-off.
        const pending = await createWithSecret({ ...reservation, reservationDate: '06/25/2030' });
        expect((await cancel(pending.id, { secret: pending.secret })).status).toBe(200);
        // The venue sets its own cut-off.
        await setReservationSetting(api.db, 'reservationCancelHours', 1);
        expect((await cancel(id, { secret })).status).toBe(200);
      });
    } finally {
      await setReservationSetting(api.db, 'reservationCancelHours', null);
    }
  });
});

describe('a night’s tables, when the venue sets a number', () => {
  const night = '06/26/2030';
  const check = () => client.post('check-availability', { ...reservation, reservationDate: night, reservationTime: '10:00 PM' }, null);

  it('refuses a full night, and a cancel or a released hold frees the table again', async () => {
    await setReservationSetting(api.db, 'reservationTables', 1);
    try {
      expect((await check()).status).toBe(200);
      const first = await createWithSecret({ ...reservation, reservationDate: night });
      for (const res of [await check(), await client.post('new-reservation', { ...reservation, reservationDate: night })]) {
        expect(res.status).toBe(409);
        expect(await errorOf(res)).toMatchObject({ code: 'night_full', field: 'reservationDate' });
      }
      // Another night is not this one's business; moving onto the full night is refused, staying on one's own is not.
      const elsewhere = await create({ ...reservation, reservationDate: '06/27/2030' });
      expect((await client.post(`confirm-reservation-order/${elsewhere}`, { orderId: elsewhere }, null)).status).toBe(200);
      const move = { noOfGuests: 4, reservationDate: night, reservationTime: '10:00 PM', specialRequest: '' };
      expect(await errorOf(await put(`reservation/${elsewhere}`, move))).toMatchObject({ code: 'night_full' });
      expect((await put(`reservation/${first.id}`, { ...move, noOfGuests: 6 })).status).toBe(200);
      expect((await client.post(`confirm-reservation-order/${first.id}`, { orderId: first.id }, null)).status).toBe(200);

      // The table is free again once its reservation is cancelled.
      expect((await cancel(first)).status).toBe(200);
      expect((await check()).status).toBe(200);

      // A reservation left unconfirmed holds the table only until its hold runs out.
      await create({ ...reservation, reservationDate: night });
      expect((await check()).status).toBe(409);
      await atTime(new Date(api.clock.now.getTime() + 30 * 60_000), async () => {
        expect((await check()).status).toBe(200);
        expect((await put(`reservation/${elsewhere}`, move)).status).toBe(200);
      });
    } finally {
      await setReservationSetting(api.db, 'reservationTables', null);
    }
    // Without a number, the night takes every reservation its rules allow.
    expect((await client.post('new-reservation', { ...reservation, reservationDate: night })).status).toBe(200);
  });

  const cancel = (made: { id: string; secret: string }) => client.post(`cancel-reservation/${made.id}`, { secret: made.secret }, null);
});
