// The SMTP transport against a real SMTP server in the test: the message as composed (Message-ID, parts,
// inline picture, attachment, extra headers), a DKIM signature that verifies and covers List-Unsubscribe-Post,
// and each kind of refusal told apart. The .eml transport builds the same message into a file.
import { readdir, readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposedMail } from '../outbox-mail';
import { checkDkim, testDkimKey } from '../../testing/dkim-check';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { emlTransport } from './eml-transport';
import type { MailTransport } from './mail-transport';
import { smtpTransport } from './smtp-transport';

const FROM = 'The Venue <no-reply@venue.test>';
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const listMail: ComposedMail = {
  subject: 'Your tickets for Friday',
  html: '<html lang="en"><body><p>Hello Dana</p><img src="cid:code-1" alt="Your code"></body></html>',
  text: 'Hello Dana',
  attachments: [
    { filename: 'code-1.png', contentType: 'image/png', content: pixel, cid: 'code-1' },
    { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
  ],
  headers: {
    'Auto-Submitted': 'auto-generated',
    'List-Unsubscribe': '<https://venue.test/venue-api/unsubscribe/abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('the SMTP transport', () => {
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  const dkim = testDkimKey();
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    transport = smtpTransport(smtp.url, FROM, dkim.settings);
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
  });

  it('delivers the mail as composed, under the Message-ID it is given', async () => {
    smtp.clear();
    const outcome = await transport.send({ to: 'dana@example.com', messageId: '<m-1@venue.test>', mail: listMail });
    expect(outcome).toEqual({ ok: true, status: 'sent' });
    const [received] = await smtp.waitForMessages(1);
    const parsed = received!.parsed;
    expect(received!.envelope).toEqual({ from: 'no-reply@venue.test', to: ['dana@example.com'] });
    expect(parsed.messageId).toBe('<m-1@venue.test>');
    expect(parsed.subject).toBe(listMail.subject);
    expect(parsed.html).toContain('<p>Hello Dana</p>');
    expect(parsed.text?.trim()).toBe('Hello Dana');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const inline = parsed.attachments.find((a) => a.filename === 'code-1.png');
    expect(inline?.cid).toBe('code-1');
    expect(inline?.contentDisposition).toBe('inline');
    expect(Buffer.compare(inline!.content, pixel)).toBe(0);
    expect(parsed.attachments.find((a) => a.filename === 'invoice.pdf')?.content.toString()).toBe('%PDF-1.4 test');
  });

  it('signs with DKIM: the signature verifies and covers List-Unsubscribe and List-Unsubscribe-Post', async () => {
    smtp.clear();
    await transport.send({ to: 'dana@example.com', messageId: '<m-2@venue.test>', mail: listMail });
    const [received] = await smtp.waitForMessages(1);
    const [result, ...others] = await checkDkim(received!.raw, [dkim]);
    expect(others).toEqual([]);
    expect(result!.status.result).toBe('pass');
    expect(result!.signingDomain).toBe('venue.test');
    const signed = result!.signingHeaders.keys.toLowerCase().split(/:\s*/);
    expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']));
    // Another key for the same selector does not verify it: the check is real.
    const [forged] = await checkDkim(received!.raw, [testDkimKey()]);
    expect(forged!.status.result).not.toBe('pass');
  });

  it('tells a refusal for a while (4xx) from one for good (5xx), each with the server’s words', async () => {
    smtp.refuse({ code: 451, text: 'Greylisted, come back later' });
    const later = await transport.send({ to: 'dana@example.com', messageId: '<m-3@venue.test>', mail: listMail });
    smtp.refuse({ code: 550, text: 'No such mailbox' });
    const never = await transport.send({ to: 'dana@example.com', messageId: '<m-4@venue.test>', mail: listMail });
    smtp.refuse(null);
    expect(later).toMatchObject({ ok: false, failure: 'temporary', reason: expect.stringContaining('Greylisted') });
    expect(never).toMatchObject({ ok: false, failure: 'permanent', reason: expect.stringContaining('No such mailbox') });
  });

  it('takes a server that is down as a failure for a while', async () => {
    await smtp.stop();
    const down = smtpTransport(smtp.url, FROM, undefined);
    try {
      expect(await down.send({ to: 'dana@example.com', messageId: '<m-5@venue.test>', mail: listMail })).toMatchObject({
        ok: false,
        failure: 'temporary',
        reason: expect.stringMatching(/ECONNREFUSED|ECONNECTION|ESOCKET/),
      });
    } finally {
      down.close();
      await smtp.start();
    }
  });
});

describe('the .eml transport', () => {
  it('writes the same message into a file of the folder, marked kept', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'venue-mail-')), 'mail');
    const transport = emlTransport(folder, FROM, () => new Date('2030-06-15T18:00:00Z'));
    expect(await transport.send({ to: 'dana@example.com', messageId: '<abc-1@venue.test>', mail: listMail })).toEqual({
      ok: true,
      status: 'kept',
    });
    const files = await readdir(folder);
    expect(files).toEqual(['2030-06-15T18-00-00-000Z-abc-1.eml']);
    const parsed = await simpleParser(await readFile(join(folder, files[0]!)));
    expect(parsed.messageId).toBe('<abc-1@venue.test>');
    expect(parsed.to).toMatchObject({ text: 'dana@example.com' });
    expect(parsed.attachments.map((a) => [a.filename, a.cid])).toEqual([
      ['code-1.png', 'code-1'],
      ['invoice.pdf', undefined],
    ]);
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });
});
