// One pass of the outbox's sender (docs/backend.md#mail): claim a few due mails, render each from what its
// subject holds now, hand it to the transport, and write down what became of it. Run by mail-sender.ts.
import type { Database } from '../../db/database.port';
import type { ComposeMail, OutboxMail } from '../outbox-mail';
import type { MailTransport, TransportOutcome } from '../transport/mail-transport';
import { claimDueMails, markDelivered, markDropped, markFailed, renewClaims, retryLater } from './outbox.store';

/** A claim lasts this long and is renewed a third of the way through while the mail is on its way. */
export const CLAIM_LEASE_MS = 15_000;
/** Past this many temporary failures (some two days of hourly tries) a mail stops, failed. */
export const MAX_ATTEMPTS = 50;

export interface SenderDeps {
  readonly db: Database;
  readonly compose: ComposeMail;
  readonly transport: MailTransport;
  readonly now: () => Date;
  readonly log?: Pick<Console, 'error'>;
  /** How long a claim holds (CLAIM_LEASE_MS unless the settings say otherwise). */
  readonly leaseMs?: number;
  /** Whether guests are being answered now: a mail is composed only once they are not (or after YIELD_AT_MOST_MS). */
  readonly busy?: () => boolean;
}

/** How long a mail waits for the process to stop answering guests before it is composed anyway. */
export const YIELD_AT_MOST_MS = 2000;
const YIELD_STEP_MS = 20;

/** Waits while `busy` says guests are being answered, at most YIELD_AT_MOST_MS, so mail never starves. */
async function afterGuests(busy: (() => boolean) | undefined): Promise<void> {
  if (busy === undefined) return;
  const until = Date.now() + YIELD_AT_MOST_MS;
  while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
}

export type MailResult = 'sent' | 'kept' | 'dropped' | 'failed' | 'retry';

/** Sends up to `batchSize` due mails at once; what became of each, in the order claimed. */
export async function sendDueMails(deps: SenderDeps, batchSize: number): Promise<readonly MailResult[]> {
  const leaseMs = deps.leaseMs ?? CLAIM_LEASE_MS;
  const claimed = await claimDueMails(deps.db, deps.now(), batchSize, leaseMs);
  if (claimed.length === 0) return [];
  const pending = new Set(claimed.map((mail) => mail.id));
  // Composing takes the thread (React, the QR pictures, the invoice): one mail at a time, each after the guests
  // being answered, while the sending itself (waiting on the SMTP server) goes on side by side.
  let turn = Promise.resolve();
  const composeInTurn = (mail: OutboxMail) => {
    const composed = turn.then(async () => {
      await afterGuests(deps.busy);
      return deps.compose(mail);
    });
    turn = composed.then(
      () => undefined,
      () => undefined,
    );
    return composed;
  };
  const renew = setInterval(() => {
    renewClaims(deps.db, [...pending], new Date(deps.now().getTime() + leaseMs)).catch((error: unknown) =>
      (deps.log ?? console).error('Renewing the claim on mails being sent failed:', error),
    );
  }, leaseMs / 3);
  try {
    return await Promise.all(
      claimed.map(async (mail) => {
        const result = await sendOne(deps, mail, composeInTurn);
        pending.delete(mail.id);
        return result;
      }),
    );
  } finally {
    clearInterval(renew);
  }
}

async function sendOne(deps: SenderDeps, mail: OutboxMail, compose: ComposeMail): Promise<MailResult> {
  const outcome = await attempt(deps, mail, compose);
  if (outcome === null) {
    await markDropped(deps.db, mail.id);
    return 'dropped';
  }
  if (outcome.ok) {
    await markDelivered(deps.db, mail.id, outcome.status, deps.now());
    return outcome.status;
  }
  if (outcome.failure === 'permanent' || mail.attempts >= MAX_ATTEMPTS) {
    const reason = outcome.failure === 'permanent' ? outcome.reason : `gave up after ${mail.attempts} attempts: ${outcome.reason}`;
    await markFailed(deps.db, mail.id, reason);
    return 'failed';
  }
  await retryLater(deps.db, mail, outcome.reason, deps.now());
  return 'retry';
}

/** Renders and sends; null when compose has nothing to say. A compose that throws is a temporary failure. */
async function attempt(deps: SenderDeps, mail: OutboxMail, compose: ComposeMail): Promise<TransportOutcome | null> {
  let composed;
  try {
    composed = await compose(mail);
  } catch (error) {
    (deps.log ?? console).error(`Rendering mail ${mail.id} (${mail.kind}) failed; it is tried again later:`, error);
    return { ok: false, failure: 'temporary', reason: `rendering failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (composed === null) return null;
  return deps.transport.send({ to: mail.recipient, messageId: mail.messageId, mail: composed });
}
