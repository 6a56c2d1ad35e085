// A sender killed mid-send (docs/backend.md#mail): a paid order's mail is committed, instance A claims it and
// is caught talking to an SMTP server that never answers, then killed with SIGKILL. Started again, the backend
// sends it once its claim has run out (VENUE_MAIL_CLAIM_SECONDS, 2 s here), once, under the same
// Message-ID. Real processes on one PostgreSQL database (the test reads the outbox while they run); only in
// the api-postgres project.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type PostgresDatabase } from '../../db/postgres.database';
import { BACKEND_START_TIMEOUT_MS, startBackendProcess, type BackendProcess } from '../../testing/backend-process';
import { concurrentBuyers } from '../../testing/concurrent-buyers';
import { stalledSmtpServer, startSmtpTestServer, type SmtpTestServer, type StalledSmtpServer } from '../../testing/smtp-test-server';
import { startTestApi } from '../../testing/test-api';
import { createDatabase, testDatabaseKind } from '../../testing/test-database';
import { queueMail } from '../queue-mail';
import { findOutboxMail } from './outbox.store';

describe.runIf(testDatabaseKind() === 'postgres')('a backend killed while sending a mail', () => {
  let db: PostgresDatabase | undefined;
  let smtp: SmtpTestServer | undefined;
  let stalled: StalledSmtpServer | undefined;
  const running: BackendProcess[] = [];
  afterAll(async () => {
    running.forEach(({ child }) => child.kill('SIGKILL'));
    await Promise.all([smtp?.stop(), stalled?.close(), db?.close()]);
  });

  it('sends it after the restart, once, with its Message-ID', { timeout: 3 * BACKEND_START_TIMEOUT_MS }, async () => {
    const url = await createDatabase(process.env.VENUE_TEST_POSTGRES_URL ?? '');
    db = await openPostgresDatabase(url, { poolSize: 2 });
    const now = new Date();
    // The commit: a paid ticket order and its mail (queued here unless the payment queued it already).
    const api = await startTestApi({ db, now });
    const buyers = concurrentBuyers(api, await api.signIn());
    const type = await buyers.ticketWithSeatsLeft('event-up-6', 5);
    const orderId = await buyers.orderIdOf(await buyers.ticketOrder('event-up-6', type.id, 1));
    expect((await buyers.testPayment(orderId)).status).toBe(200);
    const request = { kind: 'ticket-order-paid', to: 'dana@example.com', about: { type: 'order', id: orderId } } as const;
    await queueMail(db, [{ ...request, language: 'en', attachments: ['invoice', 'calendar'], occasion: '' }], now, 'venue.test');
    const [{ id } = { id: '' }] = await db.query<{ id: string }>(
      "SELECT id FROM mail_outbox WHERE kind = 'ticket-order-paid' AND subject_id = $1 AND recipient = $2",
      [orderId, request.to],
    );
    const messageId = (await findOutboxMail(db, id))?.messageId;

    [stalled, smtp] = await Promise.all([stalledSmtpServer(), startSmtpTestServer()]);
    const env = async (smtpUrl: string) => ({
      DATABASE_URL: url,
      VENUE_DATA_DIR: await mkdtemp(join(tmpdir(), 'venue-mail-kill-')),
      VENUE_SMTP_URL: smtpUrl,
      VENUE_MAIL_CLAIM_SECONDS: '2',
    });
    const first = await startBackendProcess(await env(stalled.url));
    running.push(first);
    await stalled.connected;
    first.child.kill('SIGKILL');
    expect(await findOutboxMail(db, id)).toMatchObject({ status: 'queued', attempts: 1 });

    const second = await startBackendProcess(await env(smtp.url));
    running.push(second);
    const [received] = await smtp.waitForMessages(1);
    await second.stop();
    expect(received!.parsed.messageId).toBe(messageId);
    expect(smtp.received.filter((m) => m.parsed.messageId === messageId)).toHaveLength(1);
    expect(await findOutboxMail(db, id)).toMatchObject({ status: 'sent', attempts: 2, messageId });
  });
});
