// The mailing list's double opt-in, unsubscribe and suppression (docs/product.md#mailing-list), through the routes a
// guest, a mail client and the staff use, checked in the database and the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentWords } from './consent-words';
import { CONFIRM_WINDOW_MS } from '@venue/core/mailing-list/double-opt-in';
import { signedLinksWith } from '../mail/signed-links';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { staffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';
import { mailingListConfirmMail } from './confirm-mail';
import { listMailHeaders } from './list-mail-headers';
import { mayMailList } from './mailing-list.store';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

/** Moves the pinned clock; the app's token would have lapsed, so the guest signs in again. */
const at = (ms: number) => {
  api.clock.now = new Date(TEST_NOW.getTime() + ms);
  client = orderTestClient(api);
};
const signUp = (email: string) =>
  client.post('new-mailing-list', {
    clientName: 'Anna Lee',
    clientEmail: email,
    clientPhoneNumber: '+12125550100',
    clientBirthDate: null,
    IGname: '',
    userAgent: 'PC',
    ip: '203.0.113.7',
  });
const memberId = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await client.json<{ data: { _id: string } }>(res)).data._id;
};
const mailsTo = (email: string) =>
  api.db.query<{ kind: string; subject_type: string; subject_id: string; occasion: string }>(
    'SELECT kind, subject_type, subject_id, occasion FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, occasion',
    [email],
  );
const member = async (email: string) =>
  (
    await api.db.query<{
      id: string;
      status: string;
      consent_at: Date;
      consent_address: string;
      consent_source: string;
      consent_words: string;
    }>('SELECT id, status, consent_at, consent_address, consent_source, consent_words FROM mailing_list_member WHERE email_key = $1', [
      email,
    ])
  )[0];
/** The path of an absolute link under the test venue's public address. */
const pathOf = (url: string) => url.replace(/^https:\/\/venue\.test/, '');
const open = (url: string, init?: RequestInit) => api.app().request(pathOf(url), init);
const confirmUrl = async (id: string) => (await mailingListConfirmMail(api.context(), id))?.confirmUrl ?? '';
const unsubscribeUrl = async (email: string) =>
  /^<(.+)>$/.exec((await listMailHeaders(api.context(), email))['List-Unsubscribe'])?.[1] ?? '';
const oneClick = (url: string) =>
  open(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('signing up', () => {
  it('keeps the address unconfirmed with its consent and queues one confirmation mail, nothing else', async () => {
    at(0);
    const id = await memberId(await signUp('anna@example.com'));
    expect(await member('anna@example.com')).toEqual({
      id,
      status: 'unconfirmed',
      consent_at: TEST_NOW,
      consent_address: 'local',
      consent_source: 'new-mailing-list',
      consent_words: consentWords('new-mailing-list', 'en'),
    });
    expect(consentWords('new-mailing-list', 'en')).toContain('Join our rewards list');
    expect(await mailsTo('anna@example.com')).toEqual([
      { kind: 'mailing-list-confirm', subject_type: 'subscription', subject_id: id, occasion: TEST_NOW.toISOString() },
    ]);
    expect(await mayMailList(api.db, 'anna@example.com')).toBe(false);
  });

  it('queues no second mail for a double click or a second form, in any case of the address', async () => {
    at(2000);
    const id = await memberId(await signUp('Anna@Example.com '));
    await memberId(await signUp('anna@example.com'));
    expect(await mailsTo('anna@example.com')).toHaveLength(1);
    expect((await member('anna@example.com'))?.id).toBe(id);
    expect((await member('anna@example.com'))?.consent_at).toEqual(TEST_NOW);
  });

  it("signs up a buyer who ticked the checkout box, with the box's words", async () => {
    at(0);
    const order = {
      clientName: 'Vera Buyer',
      clientEmail: 'vera@example.com',
      clientPhoneNumber: '+12125550177',
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 1 }],
    };
    expect((await client.post('new-ticket-order', order)).status).toBe(200);
    expect(await member('vera@example.com')).toBeUndefined();
    expect((await client.post('new-ticket-order', { ...order, mailingListSubscribe: true })).status).toBe(200);
    expect(await member('vera@example.com')).toMatchObject({
      status: 'unconfirmed',
      consent_source: 'ticket-order',
      consent_words: '[x] Subscribe to our mailing list',
    });
    expect((await mailsTo('vera@example.com')).filter((m) => m.kind === 'mailing-list-confirm')).toHaveLength(1);
  });
});

describe('the confirmation link', () => {
  it('confirms the address on a small page of its own and keeps the consent', async () => {
    at(60_000);
    const id = (await member('anna@example.com'))?.id ?? '';
    const mail = await mailingListConfirmMail(api.context(), id);
    expect(mail).toMatchObject({ to: 'anna@example.com', expiresAt: new Date(TEST_NOW.getTime() + CONFIRM_WINDOW_MS) });
    expect(mail?.confirmUrl).toMatch(/^https:\/\/venue\.test\/venue-api\/mailing-list\/confirm\/[A-Za-z0-9_.-]+$/);

    const res = await open(mail?.confirmUrl ?? '');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('You are on our list');
    const nonce = /<style nonce="([^"]+)"/.exec(page)?.[1];
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'nonce-${nonce}'`);
    // The token is in the address: the page's link to the site must not carry it away.
    expect(page).toContain('<meta name="referrer" content="no-referrer" />');

    expect(await member('anna@example.com')).toMatchObject({
      status: 'confirmed',
      consent_at: TEST_NOW,
      consent_source: 'new-mailing-list',
    });
    expect(await mayMailList(api.db, 'ANNA@example.com')).toBe(true);
    // Confirmed: the mail has nothing left to say, and a later sign-up sends none.
    expect(await mailingListConfirmMail(api.context(), id)).toBeNull();
    await memberId(await signUp('anna@example.com'));
    expect(await mailsTo('anna@example.com')).toHaveLength(1);
  });

  it('is refused with a clear page once expired, or when forged, and confirms nothing', async () => {
    at(0);
    const id = await memberId(await signUp('late@example.com'));
    const url = await confirmUrl(id);
    at(CONFIRM_WINDOW_MS);
    const expired = await open(url);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');

    at(1000);
    const forged = await open(url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('This link does not work');
    const unsubscribeToken = (await unsubscribeUrl('late@example.com')).split('/').pop() ?? '';
    expect((await open(`/venue-api/mailing-list/confirm/${unsubscribeToken}`)).status).toBe(404);
    expect((await member('late@example.com'))?.status).toBe('unconfirmed');
  });

  it('starts anew when the address signs up after its link lapsed: a new consent and a new mail', async () => {
    at(CONFIRM_WINDOW_MS + 1000);
    await memberId(await signUp('late@example.com'));
    expect((await member('late@example.com'))?.consent_at).toEqual(api.clock.now);
    expect((await mailsTo('late@example.com')).map((m) => m.occasion)).toEqual([TEST_NOW.toISOString(), api.clock.now.toISOString()]);
  });

  it('is signed with a key every instance reads from the database', async () => {
    const [row] = await api.db.query<{ secret: string }>('SELECT secret FROM signed_link_key');
    const id = (await member('late@example.com'))?.id ?? '';
    const token = (await confirmUrl(id)).split('/').pop() ?? '';
    expect(signedLinksWith(Buffer.from(row?.secret ?? '', 'base64url')).verify('mailing-list-confirm', token, api.clock.now)).toEqual({
      subject: id,
    });
  });
});

describe('leaving the list', () => {
  it("gives each list mail RFC 8058's headers", async () => {
    const headers = await listMailHeaders(api.context(), 'anna@example.com');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/venue\.test\/venue-api\/mailing-list\/unsubscribe\/[A-Za-z0-9_.-]+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('shows a button on GET and changes nothing', async () => {
    const res = await open(await unsubscribeUrl('anna@example.com'));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(/<form method="post">[\s\S]*<button type="submit">Unsubscribe<\/button>/);
    expect(await mayMailList(api.db, 'anna@example.com')).toBe(true);
  });

  it("unsubscribes at once on a mail client's one-click POST, with no sign-in, and mails nothing", async () => {
    const mails = (await api.db.query('SELECT id FROM mail_outbox')).length;
    const res = await oneClick(await unsubscribeUrl('anna@example.com'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You have left our list');
    expect(await mayMailList(api.db, 'anna@example.com')).toBe(false);
    expect(await member('anna@example.com')).toBeUndefined();
    expect(await api.db.query('SELECT email_key FROM mailing_list_suppression')).toEqual([{ email_key: 'anna@example.com' }]);
    expect(await api.db.query('SELECT id FROM mail_outbox')).toHaveLength(mails);
    // Again, from an old mail: still 200, still nothing sent.
    expect((await oneClick(await unsubscribeUrl('anna@example.com'))).status).toBe(200);
    expect(await api.db.query('SELECT id FROM mail_outbox')).toHaveLength(mails);
  });

  it('refuses a forged unsubscribe link', async () => {
    const url = await unsubscribeUrl('vera@example.com');
    expect((await oneClick(url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).status).toBe(404);
    expect(await member('vera@example.com')).toBeDefined();
  });

  it('keeps an address that left suppressed through a new sign-up until it confirms again', async () => {
    at(2 * CONFIRM_WINDOW_MS);
    const id = await memberId(await signUp('anna@example.com'));
    expect(await member('anna@example.com')).toMatchObject({ status: 'unconfirmed' });
    expect((await mailsTo('anna@example.com')).filter((m) => m.subject_id === id)).toHaveLength(1);
    expect(await mayMailList(api.db, 'anna@example.com')).toBe(false);
    expect((await open(await confirmUrl(id))).status).toBe(200);
    expect(await mayMailList(api.db, 'anna@example.com')).toBe(true);
    expect(await api.db.query('SELECT email_key FROM mailing_list_suppression')).toEqual([]);
  });

  it('mails the list to no address it does not know', async () => {
    expect(await mayMailList(api.db, 'nobody@example.com')).toBe(false);
  });
});

describe("the staff page's mailing list", () => {
  it('shows who confirmed, who has not, and who left', async () => {
    await oneClick(await unsubscribeUrl('gone@example.com'));
    const { anonymous, status, html } = await staffTestClient(api).readPage('staff/mailing-list');
    expect([anonymous, status]).toEqual([401, 200]);
    expect(html).toMatch(/<strong>1<\/strong> confirmed, <strong>2<\/strong> unconfirmed/);
    expect(html).toMatch(/anna@example\.com[\s\S]*?Confirmed/);
    expect(html).toMatch(/vera@example\.com[\s\S]*?Unconfirmed/);
    expect(html).toMatch(/<h2>Left<\/h2>[\s\S]*gone@example\.com/);
  });
});
