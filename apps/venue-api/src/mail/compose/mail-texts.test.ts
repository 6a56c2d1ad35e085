// Every mail as its reader gets it (docs/product.md#mail), composed from the seeded demo venue with the clock pinned:
// a snapshot of each mail's subject and text, and the rules every mail keeps (lang, alt text, absolute links, the
// venue's name, Auto-Submitted, no secret).
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailKind, MailRequest } from '@venue/core/mail/mail-request';
import { noteStaffPageOpen, STAFF_PAGE_OPEN_MS } from '../../staff/staff-presence';
import { syncGuestCodes } from '../../guest-codes/issue-codes';
import { insertMember } from '../../mailing-list/mailing-list.store';
import { insertMyOrdersLink } from '../../my-orders/my-orders-links.store';
import { newOrderSecret } from '../../orders/order-secret';
import { recordPayment } from '../../orders/pay-order';
import { createGuest, insertMessage, setNeedsStaff } from '../../store/chat.store';
import { insertSubmission, upsertStaffAvailability } from '../../store/forms.store';
import { findOrder, insertOrder, markConfirmed, unpricedOrder, type NewOrder } from '../../store/orders.store';
import { orderTestClient, type OrderTestClient } from '../../testing/order-test-client';
import { queuedMail } from '../../testing/queued-mail';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../../testing/test-api';
import type { ComposedMail } from '../outbox-mail';
import { composeMailWith } from './compose-mail';

let api: TestApi;
let client: OrderTestClient;
const secrets: string[] = [];
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
const noAttribution = { ref: null, pid: null };

async function paidOrder(order: NewOrder): Promise<string> {
  const secret = newOrderSecret();
  secrets.push(secret.secret);
  const stored = await insertOrder(api.db, { ...order, secretHash: secret.hash });
  await api.db.transaction(async (tx) => {
    expect(await recordPayment(tx, api.context(), stored, `test_${order.kind}_4242`)).toBeNull();
  });
  return stored.id;
}

const priced = (kind: string, payload: unknown, description: string, cents: number): NewOrder => ({
  ...unpricedOrder(kind, payload, TEST_NOW),
  lines: [{ itemId: `${kind}-item`, description, quantity: 1, unitMinor: cents, totalMinor: cents }],
  subtotalMinor: cents,
  totalMinor: cents,
});

async function confirmedReservation(payload: Record<string, unknown>): Promise<string> {
  const order = await insertOrder(api.db, unpricedOrder('reservations', { ...guest, ...payload }, TEST_NOW));
  await api.db.transaction(async (tx) => {
    await markConfirmed(tx, order.id, TEST_NOW);
    const confirmed = await findOrder(tx, order.id);
    if (confirmed) await syncGuestCodes(tx, api.context(), confirmed);
  });
  return order.id;
}

/** Each mail's request, its subject made as its cause would. */
async function mailRequests(): Promise<MailRequest[]> {
  const about = (type: MailRequest['about']['type'], id: string) => ({ type, id });
  const mail = (kind: MailKind, subject: MailRequest['about'], extra: Partial<MailRequest> = {}): MailRequest => ({
    kind,
    to: kind.startsWith('staff-') ? 'staff@venue.test' : guest.clientEmail,
    about: subject,
    language: 'en',
    attachments: [],
    occasion: '',
    ...extra,
  });

  const created = await client.post('new-ticket-order', {
    ...guest,
    eventId: 'event-up-1',
    tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
  });
  const { orderId: tickets, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
  secrets.push(orderSecret);
  expect((await client.post('make-test-payment', { orderType: 'tickets', orderId: tickets })).status).toBe(200);
  expect(
    (await client.post('attendee-info', { orderId: tickets, name: 'Sam Friend', email: 'sam@example.com', phoneNumber: '+447700900123' }))
      .status,
  ).toBe(200);
  const [friendCode] = await api.db.query<{ code_id: string }>(
    `SELECT code_id FROM guest_code WHERE order_id = $1 AND guest_name = 'Sam Friend'`,
    [tickets],
  );

  const bottles = await paidOrder(
    priced('bottles', { ...guest, bottleDate: '06/20/2030', bottleTime: '11:00 PM', noOfGuests: 6 }, 'Grey Goose', 45000),
  );
  const food = await paidOrder(priced('food', { ...guest, address: '1 Main St' }, 'Truffle fries', 1400));
  const coats = await paidOrder(
    priced(
      'coat-check',
      { clientName: 'Dana Guest', clientEmail: guest.clientEmail, ticketNumber: 'C-0042', items: [{ type: 'Coat', quantity: 1 }] },
      'Coat',
      500,
    ),
  );
  const giftCard = await paidOrder(
    priced(
      'gift-cards',
      {
        amount: 60,
        senderName: 'Dana Guest',
        senderEmail: guest.clientEmail,
        recipientName: 'Rory Friend',
        recipientEmail: 'rory@example.com',
        message: 'Happy birthday, Rory!',
      },
      'Gift card',
      6000,
    ),
  );

  const reservation = {
    reservationDate: '06/17/2030',
    reservationTime: '10:00 PM',
    noOfGuests: 4,
    specialRequest: 'A quiet corner, please',
  };
  const confirmed = await confirmedReservation(reservation);
  const changed = await confirmedReservation({ ...reservation, reservationTime: '11:30 PM' });
  await api.db.query('UPDATE orders SET changes = 2 WHERE id = $1', [changed]);
  const cancelled = await confirmedReservation(reservation);
  await api.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [cancelled]);
  const bookingPayload = {
    ...guest,
    eventDate: '06/22/2030',
    startTime: '9:00 PM',
    endTime: '2:00 AM',
    noOfGuests: 20,
    eventType: 'Birthday party',
    specialRequest: '',
  };
  const booking = await insertOrder(api.db, unpricedOrder('bookings', bookingPayload, TEST_NOW));
  const bookingConfirmed = await insertOrder(api.db, unpricedOrder('bookings', { ...bookingPayload, eventDate: '06/29/2030' }, TEST_NOW));
  await api.db.transaction((tx) => markConfirmed(tx, bookingConfirmed.id, TEST_NOW));

  const form = async (kind: 'job-application' | 'talent-submission' | 'contact-message', payload: unknown, id: string) => {
    await insertSubmission(api.db, { id, kind, payload, attribution: noAttribution, at: TEST_NOW });
    return id;
  };
  const job = await form(
    'job-application',
    {
      ...guest,
      position: 'Bartender',
      message: 'Five years behind the bar.',
      cv: { fileName: 'dana-cv.pdf', url: '/venue-api/staff/forms/cv/cv-1.pdf' },
    },
    'form-job-1',
  );
  const talent = await form(
    'talent-submission',
    {
      talentName: 'DJ Lumen',
      talentEmail: 'lumen@example.com',
      talentPhoneNumber: '+12125550199',
      musicStyle: 'House',
      priceFees: 400,
      website: 'https://lumen.example',
      biography: 'Deep house since 2015.',
      mediaLinks: [{ link: 'https://soundcloud.com/lumen' }],
      photos: ['/venue-api/media/uploads/photo-1.jpg'],
    },
    'form-talent-1',
  );
  const contact = await form(
    'contact-message',
    { ...guest, subject: 'Lost scarf', message: 'I left a green scarf on Friday.' },
    'form-contact-1',
  );
  const availability = await upsertStaffAvailability(api.db, {
    linkId: 'staff-link-1',
    staffName: 'Alex Staff',
    availability: [{ date: '06/20/2030', timeFrom: '9:00 PM', timeTo: '3:00 AM' }],
    notes: 'Can close on Saturday.',
    at: TEST_NOW,
  });
  const chat = await createGuest(
    api.db,
    { clientName: 'Chat Guest', clientEmail: 'chat@example.com', clientPhone: '+12125550111', userAgent: 'PC', ip: null },
    TEST_NOW,
  );
  await setNeedsStaff(api.db, chat.hash, true);

  const lookup = await api.db.transaction((tx) =>
    insertMyOrdersLink(tx, guest.clientEmail, TEST_NOW, new Date(TEST_NOW.getTime() + 24 * 3_600_000)),
  );
  const memberId = 'member-1';
  await api.db.transaction((tx) =>
    insertMember(tx, {
      id: memberId,
      email: 'new@example.com',
      payload: {},
      attribution: noAttribution,
      consent: { at: TEST_NOW, address: '203.0.113.9', source: 'new-mailing-list', words: 'Sign me up', language: 'en' },
    }),
  );
  const reminderAt = new Date(Date.UTC(2030, 5, 18, 2, 0)).toISOString(); // 06/17/2030 10:00 PM in New York

  return [
    mail('ticket-order-paid', about('order', tickets), { attachments: ['invoice', 'calendar'] }),
    mail('ticket-guest-code', about('guest-code', friendCode?.code_id ?? ''), { to: 'sam@example.com', attachments: ['calendar'] }),
    mail('bottle-order-paid', about('order', bottles), { attachments: ['invoice'] }),
    mail('food-order-paid', about('order', food), { attachments: ['invoice'] }),
    mail('coat-check-claim', about('order', coats), { attachments: ['invoice'] }),
    mail('gift-card-receipt', about('order', giftCard), { attachments: ['invoice'] }),
    mail('gift-card-to-recipient', about('order', giftCard), { to: 'rory@example.com' }),
    mail('reservation-confirmed', about('order', confirmed), { attachments: ['calendar'] }),
    mail('reservation-changed', about('order', changed), { attachments: ['calendar'], occasion: '2' }),
    mail('reservation-cancelled', about('order', cancelled), { attachments: ['calendar'] }),
    mail('reservation-reminder', about('order', confirmed), { occasion: reminderAt }),
    mail('booking-received', about('order', booking.id)),
    mail('booking-confirmed', about('order', bookingConfirmed.id), { attachments: ['calendar'] }),
    mail('my-orders-link', about('lookup', lookup.id)),
    mail('mailing-list-confirm', about('subscription', memberId), { to: 'new@example.com' }),
    mail('staff-reservation', about('order', confirmed)),
    mail('staff-booking-request', about('order', booking.id)),
    mail('staff-job-application', about('form', job)),
    mail('staff-talent-submission', about('form', talent)),
    mail('staff-contact-message', about('form', contact)),
    mail('staff-availability', about('availability', availability.link_id), { occasion: availability.updated_at.toISOString() }),
    mail('staff-chat-waiting', about('conversation', chat.hash), { occasion: TEST_NOW.toISOString() }),
  ];
}

/** What changes from run to run (random ids, tokens, signatures) written as placeholders, so the words are compared. */
const stable = (text: string): string =>
  text
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '<uuid>')
    .replace(/guest-code\/[A-Za-z0-9_-]+/g, 'guest-code/<token>')
    .replace(/view\/inv-[A-Za-z0-9_-]+\.pdf/g, 'view/<invoice>.pdf')
    .replace(/my-orders\/[A-Za-z0-9._~-]+/g, 'my-orders/<token>')
    .replace(/confirm\/[A-Za-z0-9._~-]+/g, 'confirm/<token>')
    .replace(/\?link=[A-Za-z0-9._~-]+/g, '?link=<token>')
    .replace(/conversations\/[A-Za-z0-9_-]+/g, 'conversations/<hash>');

const composed = new Map<MailKind, ComposedMail>();
const requests = new Map<MailKind, MailRequest>();
const compose = (request: MailRequest) => queuedMail(api.db, request, TEST_NOW).then(composeMailWith(api.context()));

describe('every mail', () => {
  beforeAll(async () => {
    for (const request of await mailRequests()) {
      requests.set(request.kind, request);
      const mail = await compose(request);
      if (!mail) throw new Error(`${request.kind}: nothing composed`);
      composed.set(request.kind, mail);
    }
  }, 60_000);

  it('is composed for each kind, and its subject and text read as the snapshot', () => {
    expect(composed.size).toBe(22);
    for (const [kind, mail] of composed) expect(stable(`${mail.subject}\n\n${mail.text}`)).toMatchSnapshot(kind);
  });

  it('has its language, the venue’s name and logo, alt text on every image, absolute links and Auto-Submitted, and no secret', () => {
    for (const [kind, mail] of composed) {
      const where = `${kind}: `;
      expect(mail.html, where).toMatch(/<html[^>]* lang="en"/);
      expect(mail.html, where).toContain('Velvet Room');
      expect(mail.text, where).toContain('Velvet Room');
      expect(mail.html, where).toContain('src="cid:venue-logo"');
      expect(mail.attachments.find((a) => a.cid === 'venue-logo')?.contentType, where).toBe('image/png');
      for (const img of mail.html.match(/<img\b[^>]*>/g) ?? []) expect(img, where).toMatch(/\salt="[^"]+"/);
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href, where).toMatch(/^https:\/\//);
      for (const [, src] of mail.html.matchAll(/src="([^"]*)"/g)) expect(src, where).toMatch(/^cid:|^https:\/\//);
      expect(mail.headers['Auto-Submitted'], where).toBe('auto-generated');
      for (const secret of secrets) expect(mail.html + mail.text, where).not.toContain(secret);
    }
  });

  it('gives a friend their own code only', () => {
    const friend = composed.get('ticket-guest-code');
    expect(friend?.text).toContain('Sam Friend');
    expect(friend?.text).not.toContain('Dana Guest');
    expect(friend?.attachments.filter((a) => a.cid?.startsWith('code-'))).toHaveLength(1);
  });
});

const calendarOf = (mail: ComposedMail | undefined) => {
  const file = mail?.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error('no calendar file');
  const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(file.content)));
  const vevent = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent?.getFirstPropertyValue('uid'),
    sequence: vevent?.getFirstPropertyValue('sequence'),
  };
};

describe('a reservation’s calendar entry', () => {
  it('keeps its UID: a change raises its SEQUENCE, a cancellation cancels it', () => {
    const uidOf = (kind: MailKind) => `reservation-${requests.get(kind)?.about.id ?? ''}@venue.test`;
    expect(calendarOf(composed.get('reservation-confirmed'))).toEqual({
      method: 'PUBLISH',
      uid: uidOf('reservation-confirmed'),
      sequence: 0,
    });
    expect(calendarOf(composed.get('reservation-changed'))).toEqual({ method: 'PUBLISH', uid: uidOf('reservation-changed'), sequence: 2 });
    expect(calendarOf(composed.get('reservation-cancelled'))).toEqual({
      method: 'CANCEL',
      uid: uidOf('reservation-cancelled'),
      sequence: 1,
    });
  });
});

describe('a mail with nothing left to say', () => {
  const request = (kind: MailKind, extra: Partial<MailRequest> = {}): MailRequest => {
    const found = requests.get(kind);
    if (!found) throw new Error(`no ${kind} request`);
    return { ...found, ...extra };
  };

  it('is none for a reminder of a reservation moved or cancelled since, or a confirmation cancelled since', async () => {
    const moved = request('reservation-reminder', { about: request('reservation-changed').about });
    expect(await compose(moved)).toBeNull();
    expect(await compose(request('reservation-reminder', { about: request('reservation-cancelled').about }))).toBeNull();
    expect(await compose(request('reservation-confirmed', { about: request('reservation-cancelled').about }))).toBeNull();
  });

  it('is none for a friend’s code given to someone else since, and for a chat staff answered meanwhile or that an open staff page shows', async () => {
    const [old] = await api.db.query<{ code_id: string }>(
      `SELECT code_id FROM guest_code WHERE status = 'void' AND guest_name LIKE 'Guest 2 of %'`,
    );
    expect(await compose(request('ticket-guest-code', { about: { type: 'guest-code', id: old?.code_id ?? '' } }))).toBeNull();
    const chat = request('staff-chat-waiting');
    // A staff page open now shows the chat: no mail; one last seen longer ago is closed.
    await noteStaffPageOpen(api.db, new Date(TEST_NOW.getTime() - 10_000));
    expect(await compose(chat)).toBeNull();
    await api.db.query('UPDATE staff_presence SET seen_at = $1', [new Date(TEST_NOW.getTime() - STAFF_PAGE_OPEN_MS - 1000)]);
    expect(await compose(chat)).not.toBeNull();
    await insertMessage(api.db, { hash: chat.about.id, type: 'text', message: 'Hi, Alex here.', from: 'venue', author: 'staff' }, TEST_NOW);
    expect(await compose({ ...chat, occasion: new Date(TEST_NOW.getTime() - 60_000).toISOString() })).toBeNull();
  });
});
