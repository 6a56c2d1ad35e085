// The embedded API for `npm run bench:api`, in a process of its own: the load the bench makes (HTTP
// clients, gunzip, decoding) runs on the other core, as it would on the guests' phones, so the figures
// are the server's. Started with an IPC channel: it sends { origin } once it listens, answers
// { countOrders: kind } with { orders: n }, { cpu: true } with { cpuMs } (the CPU time it has used so
// far, which a busy shared machine does not inflate as it does wall time), { dropTicket: seats } with
// { ticket } (a ticket type with exactly that many seats left), { dropResult: id } with { drop }, the
// mail seam (mail-rate.ts: { startMail: smtpUrl } with { mailOn }, { queueMails } with { queued },
// { mailStatus } with { outbox }, { stopMail } with { mailOff }), and closes the database and exits on { stop: true }.
// First, as in main.ts: React's production build for the served pages and the mail (process/react-build.ts).
import '../../apps/venue-api/src/process/react-build';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { todayOf } from '../../apps/venue-api/src/http/today';
import { serveOnFreePort } from '../../apps/venue-api/src/testing/serve-on-free-port';
import { startTestApi } from '../../apps/venue-api/src/testing/test-api';
import { dropResult, ticketTypeWithSeatsLeft } from '../../apps/venue-api/src/testing/ticket-drop';
import { composeMailWith } from '../../apps/venue-api/src/mail/compose/compose-mail';
import { startMailSender, type MailSender } from '../../apps/venue-api/src/mail/outbox/mail-sender';
import { isAnsweringRequests } from '../../apps/venue-api/src/http/requests-in-flight';
import { queueMail } from '../../apps/venue-api/src/mail/queue-mail';
import { smtpTransport } from '../../apps/venue-api/src/mail/transport/smtp-transport';
import type { MailTransport } from '../../apps/venue-api/src/mail/transport/mail-transport';

type Request =
  | { readonly countOrders: string }
  | { readonly cpu: true }
  | { readonly dropTicket: number }
  | { readonly dropResult: string }
  | { readonly startMail: string }
  | { readonly queueMails: { readonly orderIds: readonly string[]; readonly occasion: string } }
  | { readonly mailStatus: true }
  | { readonly stopMail: true }
  | { readonly stop: true };

const send = (message: unknown) => process.send?.(message);

/** The built site, its pages server-rendered as main.ts serves them, when it has been built. */
const webRoot = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../../apps/web/dist-server/en/render-page.js', import.meta.url)));

// The demo venue seeded today, so its dates are the ones a guest would pick now. The bench is one
// address sending hundreds of orders at once: the per-address budgets would measure themselves. The
// ticket drop's guests each send their own address, as the venue's TLS proxy would (trustProxy).
const api = await startTestApi({ now: new Date(), rateLimits: false, trustProxy: true, ...(built ? { webRoot } : {}) });
const server = await serveOnFreePort(api.app());
let mail: { sender: MailSender; transport: MailTransport } | undefined;
const stopMail = async () => {
  await mail?.sender.stop();
  mail?.transport.close();
  mail = undefined;
};

/** The outbox's mail seam (mail-rate.ts). */
async function answerMail(message: Request): Promise<boolean> {
  if ('startMail' in message) {
    const transport = smtpTransport(message.startMail, api.context().mail.from, undefined);
    const sender = startMailSender({ db: api.db, compose: composeMailWith(api.context()), transport, busy: isAnsweringRequests });
    mail = { transport, sender };
    send({ mailOn: true });
  } else if ('queueMails' in message) {
    const { orderIds, occasion } = message.queueMails;
    const to = (n: number) => `bench-guest-${n}@example.com`;
    const requests = orderIds.map((id, n) => ({
      kind: 'bottle-order-paid' as const,
      to: to(n),
      about: { type: 'order' as const, id },
      language: 'en',
      attachments: ['invoice' as const],
      occasion,
    }));
    await api.db.transaction((tx) => queueMail(tx, requests, new Date(), 'venue.test'));
    send({ queued: requests.length });
  } else if ('mailStatus' in message) {
    const rows = await api.db.query<{ status: string; n: number }>(
      `SELECT CASE WHEN status = 'queued' AND next_attempt_at <= $1 THEN 'due' ELSE status END AS status, count(*)::int AS n
       FROM mail_outbox GROUP BY 1`,
      [new Date()],
    );
    const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    const counts = Object.fromEntries(['due', 'sent', 'kept', 'failed', 'dropped'].map((status) => [status, count(status)]));
    send({ outbox: { ...counts, queued: count('queued') + count('due') } });
  } else if ('stopMail' in message) {
    await stopMail();
    send({ mailOff: true });
  } else return false;
  return true;
}
process.on('message', (message: Request) => {
  void (async () => {
    if ('cpu' in message) {
      const { user, system } = process.cpuUsage();
      send({ cpuMs: (user + system) / 1000 });
      return;
    }
    if ('countOrders' in message) {
      const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE kind = $1', [message.countOrders]);
      send({ orders: row?.n ?? 0 });
      return;
    }
    if ('dropTicket' in message) {
      send({ ticket: await ticketTypeWithSeatsLeft(api.db, todayOf(api.context()), message.dropTicket) });
      return;
    }
    if ('dropResult' in message) {
      send({ drop: await dropResult(api.db, message.dropResult) });
      return;
    }
    if (await answerMail(message)) return;
    await stopMail();
    await server.close();
    await api.db.close();
    process.exit(0);
  })();
});
// The bench's end closes the channel; a bench killed midway must not leave this process behind.
process.on('disconnect', () => process.exit(0));
send({ origin: server.origin });
