// What `npm run bench:api` measures (api-bench.ts): one or more API addresses the requests are
// spread over, the rows the orders made, and the CPU time the server side has used so far, which a
// busy shared machine does not inflate as it does wall time.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DropTicket } from '../../apps/venue-api/src/testing/ticket-drop';

export interface Target {
  /** The API's addresses, `http://host/venue-api/`; requests alternate between them. */
  readonly apiUrls: readonly string[];
  /** What the target is, for the bench's first line. */
  readonly description: string;
  /** Rows in the database, when the bench started the API itself; null against a URL. */
  countOrders(kind: string): Promise<number | null>;
  /** CPU milliseconds used so far by each part of the server side (the API, the database server); null against a URL. */
  serverCpuMs(): Promise<Readonly<Record<string, number>> | null>;
  /** A ticket type with exactly `seats` left on sale (a test seam); null against a URL. */
  dropTicket(seats: number): Promise<DropTicket | null>;
  /** Seats sold of the type and orders that took them, as the database holds them; null against a URL. */
  dropResult(ticketId: string): Promise<{ readonly sold: number; readonly orders: number } | null>;
  stop(): Promise<void>;
}

/** An API the bench did not start (`--url`): nothing to count, nothing to stop. */
export const urlTarget = (url: string): Target => ({
  apiUrls: [url],
  description: url,
  countOrders: async () => null,
  serverCpuMs: async () => null,
  dropTicket: async () => null,
  dropResult: async () => null,
  stop: async () => undefined,
});

/** The next message of the embedded API's process that has `field`. */
function reply<T>(child: ChildProcess, field: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(field in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message[field] as T);
    };
    const onExit = (code: number | null) => reject(new Error(`The embedded API exited (code ${code}) before it answered.`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** The embedded API on a fresh in-memory database, in a process of its own (embedded-api-process.ts). */
export async function startEmbedded(): Promise<Target> {
  const child = fork(fileURLToPath(new URL('./embedded-api-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await reply<string>(child, 'origin');
  return {
    apiUrls: [`${origin}/venue-api/`],
    description: `${origin}/venue-api/ (embedded, in-memory database, in its own process)`,
    countOrders: async (kind) => {
      const answer = reply<number>(child, 'orders');
      child.send({ countOrders: kind });
      return answer;
    },
    serverCpuMs: async () => {
      const answer = reply<number>(child, 'cpuMs');
      child.send({ cpu: true });
      return { 'API with PGlite': await answer };
    },
    dropTicket: async (seats) => {
      const answer = reply<DropTicket>(child, 'ticket');
      child.send({ dropTicket: seats });
      return answer;
    },
    dropResult: async (ticketId) => {
      const answer = reply<{ sold: number; orders: number }>(child, 'drop');
      child.send({ dropResult: ticketId });
      return answer;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await exited;
    },
  };
}
