// The embedded API for `npm run bench:api`, in a process of its own: the load the bench makes (HTTP
// clients, gunzip, decoding) runs on the other core, as it would on the guests' phones, so the figures
// are the server's. Started with an IPC channel: it sends { origin } once it listens, answers
// { countOrders: kind } with { orders: n }, { cpu: true } with { cpuMs } (the CPU time it has used so
// far, which a busy shared machine does not inflate as it does wall time), { dropTicket: seats } with
// { ticket } (a ticket type with exactly that many seats left), { dropResult: id } with { drop }, and
// closes the database and exits on { stop: true }.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { todayOf } from '../../apps/venue-api/src/http/today';
import { serveOnFreePort } from '../../apps/venue-api/src/testing/serve-on-free-port';
import { startTestApi } from '../../apps/venue-api/src/testing/test-api';
import { dropResult, ticketTypeWithSeatsLeft } from '../../apps/venue-api/src/testing/ticket-drop';

type Request =
  | { readonly countOrders: string }
  | { readonly cpu: true }
  | { readonly dropTicket: number }
  | { readonly dropResult: string }
  | { readonly stop: true };

const send = (message: unknown) => process.send?.(message);

/** The built site, its pages server-rendered as main.ts serves them, when it has been built. */
const webRoot = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../../apps/web/dist-server/render-page.js', import.meta.url)));

// The demo venue seeded today, so its dates are the ones a guest would pick now. The bench is one
// address sending hundreds of orders at once: the per-address budgets would measure themselves. The
// ticket drop's guests each send their own address, as the venue's TLS proxy would (trustProxy).
const api = await startTestApi({ now: new Date(), rateLimits: false, trustProxy: true, ...(built ? { webRoot } : {}) });
const server = await serveOnFreePort(api.app());
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
    await server.close();
    await api.db.close();
    process.exit(0);
  })();
});
// The bench's end closes the channel; a bench killed midway must not leave this process behind.
process.on('disconnect', () => process.exit(0));
send({ origin: server.origin });
