// The server's own chores: the retention rules (retention.ts) at start and every hour, and the ticket
// holds that ran out (holds-that-expire) every minute, so their seats show as free again soon even
// when nobody orders. Each logs what it did; a failure is logged and tried again next time.
import type { Database } from '../db/database.port';
import { isDatabaseUnreachable } from '../db/unreachable';
import { releaseExpiredHolds } from '../store/ticket-holds.store';
import { pruneExpired, type Pruned } from './retention';

export const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const RELEASE_HOLDS_EVERY_MS = 60 * 1000;

type ChoreContext = Parameters<typeof pruneExpired>[0] & { readonly db: Pick<Database, 'transaction'> };

const said = (p: Pruned) =>
  `${p.idempotencyKeys} idempotency keys, ${p.conversations} idle conversations, ${p.formFiles} form files, ${p.staffSessions} staff sessions, ${p.doorCheckIns} door check-ins, ${p.unconfirmedSignUps} unconfirmed mailing-list sign-ups, ${p.finishedMails} mails done with`;

function every(ms: number, chore: () => Promise<void>, what: string): NodeJS.Timeout {
  // While the database is away it says so itself, once (db/reachability.ts): the chore just runs again later.
  const run = () =>
    void chore().catch((error: unknown) => {
      if (!isDatabaseUnreachable(error)) console.error(`${what} failed; it runs again later:`, error);
    });
  run();
  const timer = setInterval(run, ms);
  // The timers alone never keep the process alive.
  timer.unref();
  return timer;
}

/** Starts the chores; the function returned stops them. */
export function keepTidy(ctx: ChoreContext, now: () => Date = () => new Date()): () => void {
  const timers = [
    every(
      PRUNE_EVERY_MS,
      async () => {
        const pruned = await pruneExpired(ctx, now());
        if (Object.values(pruned).some((count) => count > 0)) console.log(`Pruned ${said(pruned)}.`);
      },
      'Pruning',
    ),
    every(
      RELEASE_HOLDS_EVERY_MS,
      async () => {
        const released = await ctx.db.transaction((tx) => releaseExpiredHolds(tx, now()));
        if (released.length > 0) console.log(`Released the seats of ${released.length} unpaid ticket orders whose hold ran out.`);
      },
      'Releasing ticket holds',
    ),
  ];
  return () => timers.forEach((timer) => clearInterval(timer));
}
