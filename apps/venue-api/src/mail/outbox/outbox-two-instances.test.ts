// Two instances on one PostgreSQL server, each with its own sender (docs/backend.md#several-instances): 200 ticket
// orders paid through both instances' APIs, with both senders running, give 200 mails, one about each order, none
// twice, their claims taken with FOR UPDATE SKIP LOCKED. Only in the api-postgres project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresDatabase } from '../../db/postgres.database';
import { concurrentBuyers } from '../../testing/concurrent-buyers';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../../testing/test-api';
import { openTwoInstances, testDatabaseKind } from '../../testing/test-database';
import type { ComposeMail } from '../outbox-mail';
import { smtpTransport } from '../transport/smtp-transport';
import { startMailSender } from './mail-sender';

const ORDERS = 200;
/** Orders paid at once on each instance: a few guests at the same moment. */
const AT_ONCE = 10;
// The mail names its order; what a real mail says is the composer's own test (compose/ticket-order-paid.test.ts).
const compose: ComposeMail = async (mail) => ({ subject: mail.about.id, html: '<p>Paid</p>', text: 'Paid', attachments: [], headers: {} });

describe.runIf(testDatabaseKind() === 'postgres')('the mail senders of two instances', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let apis: TestApi[];
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    [handles, smtp] = await Promise.all([openTwoInstances(), startSmtpTestServer()]);
    apis = [];
    for (const db of handles) apis.push(await startTestApi({ db, now: TEST_NOW }));
  }, DB_START_TIMEOUT_MS);
  afterAll(() => Promise.all([smtp.stop(), ...handles.map((db) => db.close())]));

  it('send one mail for each of 200 orders paid through both, none twice', { timeout: 60_000 }, async () => {
    const senders = handles.map((db) => {
      const transport = smtpTransport(smtp.url, 'no-reply@venue.test', undefined);
      return { transport, sender: startMailSender({ db, compose, transport, now: () => TEST_NOW }) };
    });
    const buyers = await Promise.all(apis.map(async (api) => concurrentBuyers(api, await api.signIn())));
    const type = await buyers[0]!.ticketWithSeatsLeft('event-up-6', ORDERS);
    const paid: string[] = [];
    let guest = 0;
    for (let round = 0; round < ORDERS / (AT_ONCE * buyers.length); round += 1)
      await Promise.all(
        buyers.flatMap((b) =>
          Array.from({ length: AT_ONCE }, async () => {
            // Each guest from an address of their own: one address may hold only so many unpaid seats.
            const from = { 'x-forwarded-for': b.address(5000 + (guest += 1)) };
            const orderId = await b.orderIdOf(await b.ticketOrder('event-up-6', type.id, 1, from));
            expect((await b.testPayment(orderId)).status).toBe(200);
            paid.push(orderId);
          }),
        ),
      );
    await smtp.waitForMessages(ORDERS);
    await Promise.all(senders.map(({ sender }) => sender.stop()));
    senders.forEach(({ transport }) => transport.close());

    expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual([...paid].sort());
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(ORDERS);
    const statuses = await handles[1].query<{ status: string; attempts: number; n: number }>(
      "SELECT status, attempts, count(*)::int AS n FROM mail_outbox WHERE kind = 'ticket-order-paid' GROUP BY status, attempts",
    );
    expect(statuses).toEqual([{ status: 'sent', attempts: 1, n: ORDERS }]);
  });
});
