// The mail part of `npm run bench:api` (docs/backend.md#mail): orders paid at once with the outbox's sender
// off, then on while it works through a backlog of mails (each payment's own mail is queued in its
// transaction), compared; then the mails sent per second to a local SMTP server (smtp-server, counting only),
// each rendered from its paid order with its attachments. Printed, not asserted; null against a target the
// bench did not start in-process (the mail seam of bench-target.ts).
import { SMTPServer } from 'smtp-server';
import type { MailSeam } from './bench-target';
import { summarise, timedPool } from './latency';

/** A local SMTP server that takes every message and counts it. */
async function countingSmtpServer(): Promise<{ readonly url: string; count(): number; close(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, count: () => count, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const until = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
};

/**
 * `pay(id)` pays one bottle order; `orderIds`: unpaid ones, at least 300 (100 to warm up, 100 a round, 100
 * for the mail rate are paid or mailed again).
 */
export async function mailRate(
  mail: MailSeam | null,
  pay: (orderId: string) => Promise<boolean>,
  orderIds: readonly string[],
): Promise<string[]> {
  if (mail === null) return ['mail: not measured (an API the bench did not start in-process)'];
  const [warm, off, on] = [orderIds.slice(0, 100), orderIds.slice(100, 200), orderIds.slice(200, 300)];
  const smtp = await countingSmtpServer();
  try {
    await timedPool(warm, 100, pay, (ok) => ok);
    const withoutMail = await timedPool(off, 100, pay, (ok) => ok);
    // A backlog for the sender to send while the next round pays: the paid orders' mails, queued again.
    await mail.queue([...warm, ...off], 'bench-backlog');
    await mail.start(smtp.url);
    const withMail = await timedPool(on, 100, pay, (ok) => ok);
    await until(async () => (await mail.status()).due === 0);

    const sentBefore = smtp.count();
    const started = performance.now();
    const queued = await mail.queue([...warm, ...off, ...on], 'bench-rate');
    await until(async () => (await mail.status()).due === 0);
    const seconds = (performance.now() - started) / 1000;
    const status = await mail.status();
    const rateOff = (withoutMail.timings.length / withoutMail.wallMs) * 1000;
    const rateOn = (withMail.timings.length / withMail.wallMs) * 1000;
    return [
      summarise('orders paid with the mail sender off (100 at once)', withoutMail.timings, withoutMail.wallMs),
      summarise('orders paid with the mail sender on, sending a backlog meanwhile (100 at once)', withMail.timings, withMail.wallMs),
      `  order rate with mail: ${((rateOn / rateOff) * 100).toFixed(0)} % of the rate without`,
      `mail: ${queued} mails (paid bottle orders, invoice attached) sent to a local SMTP server in ${seconds.toFixed(2)} s = ${((smtp.count() - sentBefore) / seconds).toFixed(1)} mails/s`,
      `  outbox after the bench: ${status.sent} sent, ${status.dropped} dropped, ${status.failed} failed, ${status.queued} waiting to be tried again`,
    ];
  } finally {
    await mail.stop();
    await smtp.close();
  }
}
