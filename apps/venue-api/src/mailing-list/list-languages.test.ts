// A sign-up in the language of the page it was made on (docs/architecture.md#languages): its consent, its
// confirmation mail and the pages its links open are in that language; an unknown link in the browser's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMailWith } from '../mail/compose/compose-mail';
import { findOutboxMail } from '../mail/outbox/outbox.store';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { mailingListConfirmMail } from './confirm-mail';
import { listMailHeaders } from './list-mail-headers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const signUp = (email: string, language: string) =>
  api.app().request('/venue-api/new-mailing-list', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
    body: JSON.stringify({
      clientName: 'Lea Martin',
      clientEmail: email,
      clientPhoneNumber: '+33612345678',
      clientBirthDate: null,
      IGname: '',
      userAgent: 'PC',
      ip: '203.0.113.7',
    }),
  });
const open = (url: string, init?: RequestInit) => api.app().request(url.replace(/^https:\/\/venue\.test/, ''), init);

describe('a sign-up made on a French page', () => {
  it('records the French consent and mails the confirmation in French', async () => {
    const res = await signUp('lea@example.com', 'fr');
    expect(res.status).toBe(200);
    const [member] = await api.db.query<{ id: string; language: string; consent_words: string }>(
      "SELECT id, language, consent_words FROM mailing_list_member WHERE email_key = 'lea@example.com'",
    );
    expect(member?.language).toBe('fr');
    expect(member?.consent_words).not.toContain('Join our rewards list');
    const [row] = await api.db.query<{ id: string }>(
      "SELECT id FROM mail_outbox WHERE kind = 'mailing-list-confirm' AND recipient = 'lea@example.com'",
    );
    const queued = row && (await findOutboxMail(api.db, row.id));
    const mail = queued && (await composeMailWith(api.context())(queued));
    expect(mail?.subject).toMatch(/^Confirmez votre inscription à /);
    expect(mail?.text).toContain('Confirmer mon inscription');
  });

  it('opens its confirmation and unsubscribe pages in French', async () => {
    const [member] = await api.db.query<{ id: string }>("SELECT id FROM mailing_list_member WHERE email_key = 'lea@example.com'");
    const confirmed = await (await open((await mailingListConfirmMail(api.context(), member?.id ?? ''))?.confirmUrl ?? '')).text();
    expect(confirmed).toContain('<html lang="fr" dir="ltr">');
    expect(confirmed).toContain('Vous êtes sur notre liste');
    const unsubscribe = /^<(.+)>$/.exec((await listMailHeaders(api.context(), 'lea@example.com'))['List-Unsubscribe'])?.[1] ?? '';
    expect(await (await open(unsubscribe)).text()).toContain('Me désinscrire');
    const left = await (await open(unsubscribe, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) })).text();
    expect(left).toContain('Vous avez quitté notre liste');
  });
});

describe('a link the venue never signed', () => {
  it('is answered in the browser’s language, right to left in Hebrew', async () => {
    const page = await (
      await open('/venue-api/mailing-list/confirm/not-a-token', { headers: { 'accept-language': 'he-IL,he;q=0.9' } })
    ).text();
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain('הקישור הזה לא עובד');
  });
});
