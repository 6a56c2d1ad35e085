// The embedded API for `npm run bench:api`, in a process of its own: the load the bench makes (HTTP
// clients, gunzip, decoding) runs on the other core, as it would on the guests' phones, so the figures
// are the server's. Started with an IPC channel: it sends { origin } once it listens, answers
// { countOrders: kind } with { orders: n } and { cpu: true } with { cpuMs } (the CPU time it has used so
// far, which a busy shared machine does not inflate as it does wall time), and closes the database
// and exits on { stop: true }.
import { serveOnFreePort } from '../../apps/venue-api/src/testing/serve-on-free-port';
import { startTestApi } from '../../apps/venue-api/src/testing/test-api';

type Request = { readonly countOrders: string } | { readonly cpu: true } | { readonly stop: true };

const send = (message: unknown) => process.send?.(message);

// The demo venue seeded today, so its dates are the ones a guest would pick now. The bench is one
// address sending hundreds of orders at once: the per-address budgets would measure themselves.
const api = await startTestApi({ now: new Date(), rateLimits: false });
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
    await server.close();
    await api.db.close();
    process.exit(0);
  })();
});
// The bench's end closes the channel; a bench killed midway must not leave this process behind.
process.on('disconnect', () => process.exit(0));
send({ origin: server.origin });
