// A guest's mails, invoice and calendar file in the language of the page they ordered from (docs/architecture.md#languages):
// the site sends it as Accept-Language, the order keeps it, and everything written for that guest later uses it.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrder } from '../../store/orders.store';
import { pdfDrawnLines } from '../../testing/pdf-drawn-lines';
import { pdfText } from '../../testing/pdf-text';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../testing/test-api';
import { findOutboxMail } from '../outbox/outbox.store';
import type { ComposedMail } from '../outbox-mail';
import { composeMailWith } from './compose-mail';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
let keys = 0;

const post = (path: string, body: unknown, language?: string) =>
  api.app().request(`/venue-api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `language-test-${++keys}`,
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
    body: JSON.stringify(body),
  });

/** A paid ticket order placed from a page in `language`, and its buyer's mail as the outbox composes it. */
async function paidTicketOrder(language?: string): Promise<{ orderId: string; stored: string; mail: ComposedMail }> {
  const created = await post(
    'new-ticket-order',
    { ...guest, eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 1 }] },
    language,
  );
  expect(created.status).toBe(200);
  const { orderId } = ((await created.json()) as { data: { orderId: string } }).data;
  expect((await post('make-test-payment', { orderType: 'tickets', orderId }, language)).status).toBe(200);
  const [row] = await api.db.query<{ id: string; language: string }>(
    `SELECT id, language FROM mail_outbox WHERE kind = 'ticket-order-paid' AND subject_id = $1`,
    [orderId],
  );
  const queued = row && (await findOutboxMail(api.db, row.id));
  const mail = queued && (await composeMailWith(api.context())(queued));
  if (!row || !mail) throw new Error('The paid order queued no mail.');
  return { orderId, stored: row.language, mail };
}

const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const attachment = (mail: ComposedMail, type: string) => {
  const file = mail.attachments.find((a) => a.contentType.startsWith(type));
  if (!file) throw new Error(`no ${type} attached`);
  return file.content;
};

describe('the language a guest ordered in', () => {
  it('is the page’s, kept with the order and its mails; English by default, and for a language the site does not speak', async () => {
    const french = await paidTicketOrder('fr-FR,fr;q=0.9,en;q=0.5');
    expect((await findOrder(api.db, french.orderId))?.language).toBe('fr');
    expect(french.stored).toBe('fr');
    expect((await findOrder(api.db, (await paidTicketOrder()).orderId))?.language).toBe('en');
    expect((await findOrder(api.db, (await paidTicketOrder('de-DE')).orderId))?.language).toBe('en');
  });

  it('writes the mail of a French order in French: subject, words and amounts', async () => {
    const { orderId, mail } = await paidTicketOrder('fr');
    expect(mail.subject).toMatch(/^Vos billets pour /);
    expect(mail.text).toContain('Bonjour Dana Guest,');
    expect(mail.text).toContain('Vos billets sont réservés');
    expect(mail.text).not.toContain('Your tickets');
    expect(mail.html).toContain('lang="fr"');
    expect(mail.html).toContain('dir="ltr"');
    const order = await findOrder(api.db, orderId);
    const total = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format((order?.totalMinor ?? 0) / 100);
    expect(spaced(mail.text)).toContain(spaced(total));
  });

  it('lays a Hebrew order’s mail out right to left, its invoice in Hebrew', async () => {
    const { orderId, mail } = await paidTicketOrder('he');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="he"');
    expect(mail.subject).toMatch(/^הכרטיסים שלכם ל/);
    // Drawn right to left: a Hebrew word's letters stand reversed on the page, the order number left to right.
    const drawn = (hebrew: string) => Array.from(hebrew).reverse().join('');
    const invoice = await pdfDrawnLines(attachment(mail, 'application/pdf'));
    expect(invoice).toEqual(expect.arrayContaining([drawn('חשבונית'), `${orderId} :${drawn('הזמנה')}`]));
  });

  it('writes a French order’s invoice in French, its amounts as French writes money', async () => {
    const { orderId, mail } = await paidTicketOrder('fr');
    const text = spaced(await pdfText(attachment(mail, 'application/pdf')));
    expect(text).toContain('FACTURE');
    expect(text).toContain(`Commande : ${orderId}`);
    expect(text).toContain('PRIX UNITAIRE');
    expect(text).not.toContain('INVOICE');
    const order = await findOrder(api.db, orderId);
    const total = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format((order?.totalMinor ?? 0) / 100);
    expect(text).toContain(`Total ${spaced(total)}`);
  });

  it('gives a Spanish order a calendar file in Spanish that calendars read', async () => {
    const { mail } = await paidTicketOrder('es');
    const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(attachment(mail, 'text/calendar'))));
    const description = String(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('description') ?? '');
    expect(description).toMatch(/^Qué traer: /);
    expect(mail.text).toContain('Hola, Dana Guest:');
  });
});

describe('an order placed before languages', () => {
  it('stays English', async () => {
    const [row] = await api.db.query<{ column_default: string }>(
      `SELECT column_default FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'language'`,
    );
    expect(row?.column_default).toContain("'en'");
  });
});
