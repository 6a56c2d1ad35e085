// Two instances on one PostgreSQL server, each with its own sender (docs/backend.md#several-instances): 200
// queued mails arrive 200 times, each once, their claims taken with FOR UPDATE SKIP LOCKED. Only in the
// api-postgres project.
import type { MailRequest } from '@venue/core/mail/mail-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresDatabase } from '../../db/postgres.database';
import { prepareDatabase } from '../../db/prepare-database';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { DB_START_TIMEOUT_MS, TEST_NOW } from '../../testing/test-api';
import { openTwoInstances, testDatabaseKind } from '../../testing/test-database';
import type { ComposeMail } from '../outbox-mail';
import { queueMail } from '../queue-mail';
import { smtpTransport } from '../transport/smtp-transport';
import { startMailSender } from './mail-sender';

const MAILS = 200;
const compose: ComposeMail = async (mail) => ({ subject: mail.id, html: '<p>Paid</p>', text: 'Paid', attachments: [], headers: {} });
const paid = (n: number): MailRequest => ({
  kind: 'ticket-order-paid',
  to: `guest${n}@example.com`,
  about: { type: 'order', id: `order-${n}` },
  language: 'en',
  attachments: [],
  occasion: '',
});

describe.runIf(testDatabaseKind() === 'postgres')('the mail senders of two instances', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    [handles, smtp] = await Promise.all([openTwoInstances(), startSmtpTestServer()]);
    await prepareDatabase(handles[0], { now: TEST_NOW });
  }, DB_START_TIMEOUT_MS);
  afterAll(() => Promise.all([smtp.stop(), ...handles.map((db) => db.close())]));

  it('send 200 queued mails 200 times, none twice', async () => {
    await queueMail(
      handles[0],
      Array.from({ length: MAILS }, (_, n) => paid(n)),
      TEST_NOW,
      'venue.test',
    );
    const senders = handles.map((db) => {
      const transport = smtpTransport(smtp.url, 'no-reply@venue.test', undefined);
      return { transport, sender: startMailSender({ db, compose, transport, now: () => TEST_NOW }) };
    });
    await smtp.waitForMessages(MAILS);
    await Promise.all(senders.map(({ sender }) => sender.stop()));
    senders.forEach(({ transport }) => transport.close());

    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(MAILS);
    expect(new Set(ids).size).toBe(MAILS);
    expect(new Set(smtp.received.flatMap((m) => m.envelope.to)).size).toBe(MAILS);
    const statuses = await handles[1].query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM mail_outbox GROUP BY status, attempts',
    );
    expect(statuses).toEqual([{ status: 'sent', attempts: 1, n: MAILS }]);
  });
});
