// The outbox's side of core's mail port: rows written on the caller's transaction (docs/backend.md#mail).
import { randomUUID } from 'node:crypto';
import type { MailOutbox } from '@venue/core/mail/mail.port';
import type { MailRequest } from '@venue/core/mail/mail-request';
import type { Queryable } from '../db/database.port';

/**
 * Queues mails on `tx`, the transaction of the change that causes them. A request equal in kind, subject,
 * recipient and occasion to one already stored adds nothing, so a second cause of the same mail is a no-op.
 */
export async function queueMail(tx: Queryable, requests: readonly MailRequest[], now: Date, host: string): Promise<void> {
  for (const request of requests) {
    const id = randomUUID();
    await tx.query(
      `INSERT INTO mail_outbox (id, kind, subject_type, subject_id, recipient, occasion, language, attachments, message_id,
         next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (kind, subject_type, subject_id, recipient, occasion) DO NOTHING`,
      [
        id,
        request.kind,
        request.about.type,
        request.about.id,
        request.to,
        request.occasion,
        request.language,
        JSON.stringify(request.attachments),
        `<${id}@${host}>`,
        request.sendAfter === undefined ? now : new Date(request.sendAfter),
        now,
      ],
    );
  }
}

/** Core's port on one transaction. */
export const outboxOn = (tx: Queryable, now: Date, host: string): MailOutbox => ({
  queue: (requests) => queueMail(tx, requests, now, host),
});
