// Runs the retention rules (retention.ts) once at start and then every hour, logging what went.
import { pruneExpired, type Pruned } from './retention';

export const PRUNE_EVERY_MS = 60 * 60 * 1000;

type PruneContext = Parameters<typeof pruneExpired>[0];

const said = (p: Pruned) => `${p.idempotencyKeys} idempotency keys, ${p.conversations} idle conversations, ${p.formFiles} form files`;

export function keepPruning(ctx: PruneContext, now: () => Date = () => new Date()): NodeJS.Timeout {
  const run = () =>
    pruneExpired(ctx, now()).then(
      (pruned) => {
        if (pruned.idempotencyKeys + pruned.conversations + pruned.formFiles > 0) console.log(`Pruned ${said(pruned)}.`);
      },
      (error: unknown) => console.error('Pruning failed; it runs again within the hour:', error),
    );
  void run();
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  // The timer alone never keeps the process alive.
  timer.unref();
  return timer;
}
