// The outbox's sender against a real SMTP server in the test (docs/backend.md#mail): a queued mail arrives
// once under its Message-ID; a server down or answering 4xx is tried again later with the same Message-ID,
// the clock driven forward rather than waited on; a 5xx stops it with the reason; a mail with nothing left to
// say is dropped; a rendering that throws is tried again.
import type { MailRequest } from '@venue/core/mail/mail-request';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.port';
import { queueMail } from '../queue-mail';
import type { ComposeMail, ComposedMail } from '../outbox-mail';
import { smtpTransport } from '../transport/smtp-transport';
import type { MailTransport } from '../transport/mail-transport';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../../testing/test-api';
import { startMailSender } from './mail-sender';
import { findOutboxMail } from './outbox.store';
import { sendDueMails } from './send-due-mails';

const HOST = 'venue.test';
const request = (to: string, id = 'contact-1'): MailRequest => ({
  kind: 'staff-contact-message',
  to,
  about: { type: 'form', id },
  language: 'en',
  attachments: [],
  occasion: '',
});
const composed = (subject: string): ComposedMail => ({
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('attached') }],
  headers: { 'Auto-Submitted': 'auto-generated' },
});
const byKind: ComposeMail = async (mail) => composed(`A ${mail.kind} for ${mail.recipient}`);

describe('the mail sender', () => {
  let api: TestApi;
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  const clock = { now: TEST_NOW };
  const now = () => clock.now;
  beforeAll(async () => {
    [api, smtp] = await Promise.all([startTestApi(), startSmtpTestServer()]);
    transport = smtpTransport(smtp.url, 'The Venue <no-reply@venue.test>', undefined);
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    transport.close();
    await Promise.all([smtp.stop(), api.db.close()]);
  });
  beforeEach(async () => {
    clock.now = TEST_NOW;
    smtp.clear();
    smtp.refuse(null);
    await api.db.query('DELETE FROM mail_outbox');
  });

  const queue = (...requests: MailRequest[]) => queueMail(api.db, requests, clock.now, HOST);
  const stored = async (recipient: string) => {
    const [row] = await api.db.query<{ id: string }>('SELECT id FROM mail_outbox WHERE recipient = $1', [recipient]);
    return findOutboxMail(api.db, row!.id);
  };
  const pass = (compose: ComposeMail = byKind) => sendDueMails({ db: api.db, compose, transport, now }, 10);

  it('sends a queued mail once, under its Message-ID, with its parts and attachments', async () => {
    await queue(request('dana@example.com'));
    const sender = startMailSender({ db: api.db, compose: byKind, transport, now, intervalMs: 60_000 });
    const [received] = await smtp.waitForMessages(1);
    await sender.stop();
    const mail = await stored('dana@example.com');
    expect(received!.parsed.messageId).toBe(mail!.messageId);
    expect(received!.parsed.subject).toBe('A staff-contact-message for dana@example.com');
    expect(received!.parsed.html).toBe('<p>A staff-contact-message for dana@example.com</p>');
    expect(received!.parsed.text?.trim()).toBe('A staff-contact-message for dana@example.com');
    expect(received!.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['note.txt', 'attached']]);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, sentAt: TEST_NOW, lastError: null });
    expect(await pass()).toEqual([]);
    expect(smtp.received).toHaveLength(1);
  });

  it('wakes at once for a mail queued while it waits', async () => {
    const sender = startMailSender({ db: api.db, compose: byKind, transport, now, intervalMs: 60_000 });
    await queue(request('lee@example.com'));
    sender.wake();
    await smtp.waitForMessages(1);
    await sender.stop();
    expect(smtp.received[0]!.envelope.to).toEqual(['lee@example.com']);
  });

  it('tries a mail again while the server is down or answers 4xx, and sends it once it takes it, one Message-ID throughout', async () => {
    await queue(request('dana@example.com'));
    await smtp.stop();
    expect(await pass()).toEqual(['retry']);
    await smtp.start();
    const first = await stored('dana@example.com');
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|ECONNECTION|ESOCKET/) });
    // 30 s, give or take a fifth; not due before then.
    const firstWait = first!.nextAttemptAt.getTime() - TEST_NOW.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(24_000);
    expect(firstWait).toBeLessThanOrEqual(36_000);
    expect(await pass()).toEqual([]);

    smtp.refuse({ code: 421, text: 'Too busy, try later' });
    clock.now = first!.nextAttemptAt;
    expect(await pass()).toEqual(['retry']);
    const second = await stored('dana@example.com');
    expect(second).toMatchObject({ status: 'queued', attempts: 2, lastError: expect.stringContaining('Too busy') });
    // The wait grows: 60 s, give or take a fifth.
    expect(second!.nextAttemptAt.getTime() - clock.now.getTime()).toBeGreaterThanOrEqual(48_000);

    smtp.refuse(null);
    clock.now = second!.nextAttemptAt;
    expect(await pass()).toEqual(['sent']);
    expect(smtp.received.map((m) => m.parsed.messageId)).toEqual([first!.messageId]);
    expect(await stored('dana@example.com')).toMatchObject({ status: 'sent', attempts: 3, messageId: first!.messageId });
  });

  it('stops a mail refused for good (5xx) with the reason, and never tries it again', async () => {
    await queue(request('nobody@example.com'));
    smtp.refuse({ code: 550, text: 'No such mailbox here' });
    expect(await pass()).toEqual(['failed']);
    expect(await stored('nobody@example.com')).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('No such mailbox here'),
    });
    smtp.refuse(null);
    clock.now = new Date(TEST_NOW.getTime() + 24 * 60 * 60_000);
    expect(await pass()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('drops a mail with nothing left to say, and sends nothing', async () => {
    await queue(request('dana@example.com'));
    expect(await pass(async () => null)).toEqual(['dropped']);
    expect(await stored('dana@example.com')).toMatchObject({ status: 'dropped' });
    expect(smtp.received).toEqual([]);
  });

  it('tries again later a mail whose rendering threw', async () => {
    await queue(request('dana@example.com'));
    const quiet = { error: () => undefined };
    const broken: ComposeMail = async () => {
      throw new Error('template missing');
    };
    expect(await sendDueMails({ db: api.db, compose: broken, transport, now, log: quiet }, 10)).toEqual(['retry']);
    expect(await stored('dana@example.com')).toMatchObject({ status: 'queued', lastError: 'rendering failed: template missing' });
  });

  it('composes one mail at a time, each only once the guests being answered are answered', async () => {
    await queue(request('a@example.com', 'contact-a'), request('b@example.com', 'contact-b'));
    const seen: string[] = [];
    let guests = 3;
    // Guests are answered through three looks; then none.
    const busy = () => {
      seen.push(guests > 0 ? 'busy' : 'idle');
      guests -= 1;
      return guests >= 0;
    };
    const compose: ComposeMail = async (mail) => {
      seen.push(`compose ${mail.recipient}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`composed ${mail.recipient}`);
      return composed(mail.recipient);
    };
    expect(await sendDueMails({ db: api.db, compose, transport, now, busy }, 10)).toEqual(['sent', 'sent']);
    expect(seen.slice(0, 3)).toEqual(['busy', 'busy', 'busy']);
    // After the guests: the first mail composed whole before the second begins.
    const composing = seen.filter((step) => step.startsWith('compose'));
    expect(composing).toHaveLength(4);
    expect(composing[1]).toBe(composing[0]?.replace('compose', 'composed'));
  });
});

// docs/backend.md#when-the-database-goes-away: no log line a look, and a pause that grows; the clock is faked, not waited on.
describe('the mail sender while the database is away', () => {
  it('waits twice as long after each look the database missed, says nothing, and looks every interval once it is back', async () => {
    vi.useFakeTimers();
    let away = true;
    let looks = 0;
    const db = {
      query: async () => {
        looks += 1;
        if (away) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return [];
      },
    } as unknown as Database;
    const log = { error: vi.fn() };
    const unused: MailTransport = { send: () => Promise.reject(new Error('nothing to send')), close: () => undefined };
    const sender = startMailSender({ db, compose: byKind, transport: unused, now: () => TEST_NOW, intervalMs: 100, log });
    try {
      const looksAfter = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        return looks;
      };
      expect(await looksAfter(0)).toBe(1);
      expect([await looksAfter(199), await looksAfter(1)]).toEqual([1, 2]);
      expect([await looksAfter(399), await looksAfter(1)]).toEqual([2, 3]);
      away = false;
      expect([await looksAfter(799), await looksAfter(1)]).toEqual([3, 4]);
      expect([await looksAfter(99), await looksAfter(1)]).toEqual([4, 5]);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await sender.stop();
      vi.useRealTimers();
    }
  });
});
