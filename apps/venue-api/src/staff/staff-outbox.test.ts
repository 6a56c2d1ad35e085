// The staff outbox (docs/backend.md#the-staff-outbox): behind the sign-in, it lists every mail with what
// became of it, all text escaped; shows one as its reader gets it (the HTML in a sandboxed frame whose inline
// pictures become data: URLs there only, and the text part); and "Send again" puts it back in the queue.
import { Hono } from 'hono';
import type { MailRequest } from '@venue/core/mail/mail-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOutboxMail, markFailed } from '../mail/outbox/outbox.store';
import type { ComposeMail } from '../mail/outbox-mail';
import { queueMail } from '../mail/queue-mail';
import { staffTestClient, type StaffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';
import { staffOutboxRoutes } from './staff-outbox-routes';

const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const contact = (to: string): MailRequest => ({
  kind: 'staff-contact-message',
  to,
  about: { type: 'form', id: `form-${to}` },
  language: 'en',
  attachments: [],
  occasion: '',
});
const pictured: ComposeMail = async (mail) =>
  mail.recipient === 'gone@example.com'
    ? null
    : {
        subject: 'Your <tickets>',
        html: '<html><body><img src="cid:code-1" alt="Your code"><img src="cid:unknown" alt=""></body></html>',
        text: 'Your code: <b>ABC</b>',
        attachments: [{ filename: 'code-1.png', contentType: 'image/png', content: pixel, cid: 'code-1' }],
        headers: {},
      };

describe('the staff outbox', () => {
  let api: TestApi;
  let staff: StaffTestClient;
  let cookie: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi();
    staff = staffTestClient(api);
    cookie = await staff.signIn();
    await queueMail(
      api.db,
      [contact('dana@example.com'), contact('<script>@example.com'), contact('gone@example.com')],
      TEST_NOW,
      'venue.test',
    );
    for (const { id, recipient } of await api.db.query<{ id: string; recipient: string }>('SELECT id, recipient FROM mail_outbox'))
      ids[recipient] = id;
    await api.db.query('UPDATE mail_outbox SET attempts = 1 WHERE id = $1', [ids['<script>@example.com']!]);
    await markFailed(api.db, ids['<script>@example.com']!, '550 <b>No such mailbox</b>');
  }, DB_START_TIMEOUT_MS);
  afterAll(() => api.db.close());

  it('lists every mail with its kind, recipient, status, attempts and last error, escaped, to staff only', async () => {
    const { anonymous, status, html } = await staff.readPage('staff/outbox');
    expect([anonymous, status]).toEqual([401, 200]);
    const row = /<tr data-id="[^"]+">[\s\S]*?<\/tr>/g;
    const failed = html.match(row)?.find((r) => r.includes(ids['<script>@example.com']!));
    expect(failed).toContain('&lt;script&gt;@example.com');
    expect(failed).toContain('550 &lt;b&gt;No such mailbox&lt;/b&gt;');
    expect(failed).toMatch(/<span class="badge">failed<\/span>[\s\S]*<td>1<\/td>/);
    expect(html).not.toContain('<script>');
    expect(html.match(row)).toHaveLength(3);
    expect(html).toContain(`href="/venue-api/staff/outbox/${ids['dana@example.com']}"`);
    // The staff pages' menu leads here.
    expect((await staff.readPage('staff')).html).toContain('href="/venue-api/staff/outbox"');
  });

  it('shows one mail with what became of it and a Send again form', async () => {
    const res = await staff.request(`staff/outbox/${ids['dana@example.com']}`, { headers: { cookie } });
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(page).toContain('<dd>dana@example.com</dd>');
    expect(page).toMatch(/<form method="post" action="[^"]+\/send-again"><input type="hidden" name="csrf"/);
    expect((await staff.request(`staff/outbox/${ids['dana@example.com']}`)).status).toBe(401);
    expect((await staff.request('staff/outbox/not-a-mail', { headers: { cookie } })).status).toBe(404);
  });

  it('puts a mail back in the queue at once on Send again, its Message-ID kept', async () => {
    const id = ids['<script>@example.com']!;
    const before = await findOutboxMail(api.db, id);
    api.clock.now = new Date(TEST_NOW.getTime() + 60_000);
    try {
      const res = await staff.postForm(cookie, `staff/outbox/${id}/send-again`, {});
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/venue-api/staff/outbox/${id}`);
    } finally {
      api.clock.now = TEST_NOW;
    }
    expect(await findOutboxMail(api.db, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date(TEST_NOW.getTime() + 60_000),
      messageId: before!.messageId,
    });
    const refused = await staff.request(`staff/outbox/${id}/send-again`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(refused.status).toBe(403);
  });

  describe('a mail as its reader gets it', () => {
    const routes = () => new Hono().route('/', staffOutboxRoutes(api.context(), pictured));

    it('shows the HTML on its own route with inline pictures as data: URLs, under a policy that runs nothing', async () => {
      const res = await routes().request(`/staff/outbox/${ids['dana@example.com']}/preview`);
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(body).toContain(`<img src="data:image/png;base64,${pixel.toString('base64')}" alt="Your code">`);
      expect(body).toContain('<img src="cid:unknown" alt="">');
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain('img-src data:');
      expect(policy).toMatch(/(^|; )sandbox($|;)/);
      expect(policy).not.toContain('script-src');
    });

    it('frames the HTML, and shows the subject and the text part escaped, and the attachments', async () => {
      const page = await (await routes().request(`/staff/outbox/${ids['dana@example.com']}`)).text();
      expect(page).toContain(`<iframe sandbox src="/venue-api/staff/outbox/${ids['dana@example.com']}/preview"`);
      expect(page).toContain('<h2>Your &lt;tickets&gt;</h2>');
      expect(page).toContain('<pre data-mail-text>Your code: &lt;b&gt;ABC&lt;/b&gt;</pre>');
      expect(page).toContain('code-1.png (image/png, 1 kB, inline)');
    });

    it('says when a mail has nothing left to say, and serves no frame for it', async () => {
      const page = await (await routes().request(`/staff/outbox/${ids['gone@example.com']}`)).text();
      expect(page).toContain('Nothing to show');
      expect(page).not.toContain('<iframe');
      expect((await routes().request(`/staff/outbox/${ids['gone@example.com']}/preview`)).status).toBe(404);
    });
  });
});
