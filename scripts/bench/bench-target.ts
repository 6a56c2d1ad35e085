// What `npm run bench:api` measures (api-bench.ts): one or more API addresses the requests are
// spread over, the rows the orders made, and the CPU time the server side has used so far, which a
// busy shared machine does not inflate as it does wall time.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nextMessage } from './child-message';
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
  /** The outbox's sender, started on demand (mail-rate.ts); absent when the bench did not start the API in-process. */
  readonly mail?: MailSeam;
  stop(): Promise<void>;
}

export type MailCounts = Readonly<Record<'queued' | 'due' | 'sent' | 'kept' | 'failed' | 'dropped', number>>;

/** The outbox of an API the bench started (embedded-api-process.ts). */
export interface MailSeam {
  /** Starts the sender, the real compose, sending to `smtpUrl`. */
  start(smtpUrl: string): Promise<void>;
  /** Queues a paid-order mail for each bottle order, under `occasion` (a new mail each time); how many were queued. */
  queue(orderIds: readonly string[], occasion: string): Promise<number>;
  /** Mails by status, and `due`: the queued ones due now (not those waiting for a retry). */
  status(): Promise<MailCounts>;
  /** Stops the sender. */
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

/** The embedded API on a fresh in-memory database, in a process of its own (embedded-api-process.ts). */
export async function startEmbedded(): Promise<Target> {
  const child = fork(fileURLToPath(new URL('./embedded-api-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await nextMessage<string>(child, 'origin', 'The embedded API');
  return {
    apiUrls: [`${origin}/venue-api/`],
    description: `${origin}/venue-api/ (embedded, in-memory database, in its own process)`,
    countOrders: async (kind) => {
      const answer = nextMessage<number>(child, 'orders', 'The embedded API');
      child.send({ countOrders: kind });
      return answer;
    },
    serverCpuMs: async () => {
      const answer = nextMessage<number>(child, 'cpuMs', 'The embedded API');
      child.send({ cpu: true });
      return { 'API with PGlite': await answer };
    },
    dropTicket: async (seats) => {
      const answer = nextMessage<DropTicket>(child, 'ticket', 'The embedded API');
      child.send({ dropTicket: seats });
      return answer;
    },
    dropResult: async (ticketId) => {
      const answer = nextMessage<{ sold: number; orders: number }>(child, 'drop', 'The embedded API');
      child.send({ dropResult: ticketId });
      return answer;
    },
    mail: {
      start: async (smtpUrl) => {
        const answer = nextMessage<true>(child, 'mailOn', 'The embedded API');
        child.send({ startMail: smtpUrl });
        await answer;
      },
      queue: async (orderIds, occasion) => {
        const answer = nextMessage<number>(child, 'queued', 'The embedded API');
        child.send({ queueMails: { orderIds, occasion } });
        return answer;
      },
      status: async () => {
        const answer = nextMessage<MailCounts>(child, 'outbox', 'The embedded API');
        child.send({ mailStatus: true });
        return answer;
      },
      stop: async () => {
        const answer = nextMessage<true>(child, 'mailOff', 'The embedded API');
        child.send({ stopMail: true });
        await answer;
      },
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await exited;
    },
  };
}
