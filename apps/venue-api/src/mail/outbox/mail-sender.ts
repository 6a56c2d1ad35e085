// The outbox's sender on each instance (docs/backend.md#mail): about once a second it looks for due mails (a
// cheap query on the partial index of queued rows), sends a batch, and goes on at once while batches come full.
// Instances share the work through their claims (outbox.store.ts). Stopping waits for the batch on its way.
import { isDatabaseUnreachable } from '../../db/unreachable';
import { sendDueMails, type SenderDeps } from './send-due-mails';

export const SEND_EVERY_MS = 1000;
/** The longest pause between looks while the database cannot be reached. */
export const OUTAGE_PAUSE_MS = 30_000;
const BATCH_SIZE = 10;

export interface MailSender {
  /** Stops looking and resolves once the batch on its way is written down; the same promise on every call. */
  stop(): Promise<void>;
  /** Looks now rather than at the next tick (a mail just queued, a staff "Send again"). */
  wake(): void;
}

export function startMailSender(
  options: Omit<SenderDeps, 'now'> & { readonly now?: () => Date; readonly intervalMs?: number },
): MailSender {
  const deps: SenderDeps = { ...options, now: options.now ?? (() => new Date()) };
  const intervalMs = options.intervalMs ?? SEND_EVERY_MS;
  const log = options.log ?? console;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  // Looks missed in a row because the database was away: each doubles the pause (docs/backend.md#when-the-database-goes-away).
  let missed = 0;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      wakeUp = resolve;
      timer = setTimeout(resolve, Math.min(intervalMs * 2 ** missed, Math.max(intervalMs, OUTAGE_PAUSE_MS)));
      // The sender alone never keeps the process alive.
      timer.unref();
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      let full = false;
      try {
        full = (await sendDueMails(deps, BATCH_SIZE)).length === BATCH_SIZE;
        missed = 0;
      } catch (error) {
        // The database says once that it went; the sender waits longer each time rather than fill the log.
        if (isDatabaseUnreachable(error)) missed = Math.min(missed + 1, 10);
        else log.error('Sending mail failed; the sender tries again shortly:', error);
      }
      if (!full && !stopped) await pause();
      clearTimeout(timer);
      wakeUp = undefined;
    }
  };
  const running = loop();

  return {
    stop() {
      stopped = true;
      wakeUp?.();
      return running;
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
  };
}
