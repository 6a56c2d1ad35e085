// The buyer's mail of a paid two-ticket order (docs/product.md#mail), read as its reader would: the inline pictures
// decode to the order's codes, the PDF to its invoice, the calendar file to the night in the venue's time zone; and
// the same mail as the payment queued it, sent by the outbox's sender to a real SMTP server and read with mailparser.
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { eventTimes } from '@venue/core/events/event-times';
import { instantOf } from '@venue/core/shared/time-zone';
import { findEvent } from '../../store/events.store';
import { readGeneralInfo } from '../../store/venue.store';
import { orderTestClient, type OrderTestClient } from '../../testing/order-test-client';
import { checkDkim, testDkimKey } from '../../testing/dkim-check';
import { isQrOf } from '../../testing/png-qr';
import { startSmtpTestServer } from '../../testing/smtp-test-server';
import { pdfText } from '../../testing/pdf-text';
import { queuedMail } from '../../testing/queued-mail';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../../testing/test-api';
import { sendDueMails } from '../outbox/send-due-mails';
import type { ComposedMail } from '../outbox-mail';
import { smtpTransport } from '../transport/smtp-transport';
import { composeMailWith } from './compose-mail';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const buyer = { clientName: 'Vera Buyer', clientEmail: 'vera@example.com', clientPhoneNumber: '+12125550177' };

async function paidTicketOrder(): Promise<{ orderId: string; secret: string }> {
  const created = await client.post('new-ticket-order', {
    ...buyer,
    eventId: 'event-up-1',
    tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
  });
  expect(created.status).toBe(200);
  const { orderId, orderSecret } = (await client.json<{ data: { orderId: string; orderSecret: string } }>(created)).data;
  expect((await client.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(200);
  return { orderId, secret: orderSecret };
}

const buyersMail = (orderId: string) =>
  queuedMail(
    api.db,
    {
      kind: 'ticket-order-paid',
      to: buyer.clientEmail,
      about: { type: 'order', id: orderId },
      language: 'en',
      attachments: ['invoice', 'calendar'],
      occasion: '',
    },
    TEST_NOW,
  );

describe('the buyer’s mail of a paid ticket order', () => {
  let orderId: string;
  let secret: string;
  let codes: GuestCodeView[];
  let mail: ComposedMail;
  beforeAll(async () => {
    ({ orderId, secret } = await paidTicketOrder());
    const res = await client.get(`guest-codes/order/${orderId}?secret=${secret}`);
    codes = (await client.json<{ data: { codes: GuestCodeView[] } }>(res)).data.codes;
    const composed = await composeMailWith(api.context())(await buyersMail(orderId));
    if (!composed) throw new Error('no mail composed');
    mail = composed;
  });

  it('shows each guest’s code as an inline PNG that decodes to that code, with the guest’s own link', () => {
    expect(codes).toHaveLength(2);
    const images = mail.attachments.filter((a) => a.cid?.startsWith('code-'));
    expect(images.map((image) => image.contentType)).toEqual(['image/png', 'image/png']);
    expect(images).toHaveLength(codes.length);
    images.forEach((image, n) => expect(isQrOf(image.content, codes[n]?.code ?? '')).toBe(true));
    for (const image of images) expect(mail.html).toContain(`src="cid:${image.cid ?? ''}"`);
    for (const code of codes) {
      const link = `https://venue.test/guest-code/${code.linkToken}`;
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
    }
    expect(mail.html).not.toMatch(/src="data:|<svg/i);
  });

  it('carries the invoice PDF with the order’s number and total, and the text says the same', async () => {
    const [stored] = await api.db.query<{ total_cents: number }>('SELECT total_cents FROM orders WHERE id = $1', [orderId]);
    const total = `$${(Number(stored?.total_cents) / 100).toFixed(2)}`;
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    if (!pdf) throw new Error('no invoice attached');
    const text = await pdfText(pdf.content);
    expect(text).toContain(`Order: ${orderId}`);
    expect(text).toMatch(new RegExp(`Total ${total.replace('$', '\\$')}`));
    expect(mail.text).toContain(orderId);
    expect(mail.text).toMatch(new RegExp(`Total: ${total.replace('$', '\\$')}`));
  });

  it('carries the night as an .ics a calendar reads at the venue’s time, with a stable UID and no secret', async () => {
    const event = await findEvent(api.db, 'event-up-1');
    const times = event && eventTimes(event.date, event.startTime, event.endTime);
    if (!event || !times) throw new Error('no seeded event');
    const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    if (!file) throw new Error('no calendar file attached');
    const ics = new TextDecoder().decode(file.content);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    const { timeZone } = api.context();
    expect(vevent.startDate.toJSDate().toISOString()).toBe(instantOf(times.start, timeZone).toISOString());
    expect(vevent.uid).toBe('event-up-1@venue.test');
    expect(vevent.summary).toBe(event.name);
    expect(ics).not.toContain(secret);
    // The text names the same night, as the venue's clock says it.
    expect(mail.text).toContain(`${event.startTime} to ${event.endTime}`);
  });

  it('is an automatic mail in the venue’s language, every link absolute under the public address, no order secret anywhere', async () => {
    expect(mail.headers['Auto-Submitted']).toBe('auto-generated');
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail.subject).toMatch(/^Your tickets for /);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(3);
    // The site's pages, and the venue's own map link (the night's Directions).
    const mapLink = (await readGeneralInfo(api.db))?.general.mapLink?.replace(/&/g, '&amp;');
    expect(hrefs).toContain(mapLink);
    for (const href of hrefs.filter((h) => h !== mapLink)) expect(href).toMatch(/^https:\/\/venue\.test\//);
    for (const img of mail.html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\salt="[^"]+"/);
    for (const part of [mail.html, mail.text, ...mail.attachments.map((a) => Buffer.from(a.content).toString('latin1'))])
      expect(part).not.toContain(secret);
  });

  it('says nothing for an order that no longer admits anyone', async () => {
    const { orderId: cancelled } = await paidTicketOrder();
    await api.db.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [cancelled]);
    expect(await composeMailWith(api.context())(await buyersMail(cancelled))).toBeNull();
  });
});

describe('the buyer’s mail of a paid ticket order, as it arrives', () => {
  it('is one message whose pictures, invoice, calendar file and text carry the order, signed by the venue', async () => {
    const smtp = await startSmtpTestServer();
    const dkim = testDkimKey();
    const transport = smtpTransport(smtp.url, api.context().mail.from, dkim.settings);
    const sendAll = () =>
      sendDueMails({ db: api.db, compose: composeMailWith(api.context()), transport, now: () => new Date(TEST_NOW.getTime() + 1000) }, 50);
    try {
      // The payment queued the mail itself; paying again is refused and queues nothing.
      const { orderId, secret } = await paidTicketOrder();
      expect((await client.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(409);
      await sendAll();
      await sendAll();
      const mails = smtp.received.filter((m) => m.parsed.text?.includes(orderId) && m.envelope.to.includes(buyer.clientEmail));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      if (!mail) throw new Error('no mail arrived');

      const res = await client.get(`guest-codes/order/${orderId}?secret=${secret}`);
      const codes = (await client.json<{ data: { codes: GuestCodeView[] } }>(res)).data.codes;
      const inline = mail.parsed.attachments.filter((a) => a.contentDisposition === 'inline' && a.cid?.startsWith('code-'));
      expect(inline).toHaveLength(codes.length);
      for (const code of codes) expect(inline.filter((a) => isQrOf(a.content, code.code))).toHaveLength(1);
      // The HTML names each picture by cid: (mailparser's own reading swaps them for data: URLs).
      const html = (await simpleParser(mail.raw, { keepCidLinks: true })).html || '';
      for (const image of inline) expect(html).toContain(`src="cid:${image.cid ?? ''}"`);

      const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
      const [stored] = await api.db.query<{ total_cents: number }>('SELECT total_cents FROM orders WHERE id = $1', [orderId]);
      const total = `$${(Number(stored?.total_cents) / 100).toFixed(2)}`;
      const event = await findEvent(api.db, 'event-up-1');
      const invoiceText = (await pdfText(pdf?.content ?? new Uint8Array())).split('\n');
      // The invoice names the order and its night, as the mail does.
      expect(invoiceText).toContain(`Order: ${orderId}`);
      expect(invoiceText).toContain(`Event: ${event?.name ?? ''}`);
      expect(mail.parsed.text).toContain(`Total: ${total}`);

      const ics = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      const times = event && eventTimes(event.date, event.startTime, event.endTime);
      if (!ics || !times) throw new Error('no calendar file, or no seeded event');
      const vevent = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getFirstSubcomponent('vevent') ?? undefined,
      );
      expect(vevent.startDate.toJSDate().toISOString()).toBe(instantOf(times.start, api.context().timeZone).toISOString());

      expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
      const [signature] = await checkDkim(mail.raw, [dkim]);
      expect(signature?.status.result).toBe('pass');
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});
