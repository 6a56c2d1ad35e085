// The mail outbox's rows (migrations/018-mail-outbox.sql, docs/backend.md#mail): senders on any number of
// instances claim due rows with FOR UPDATE SKIP LOCKED, so each row goes to one of them; a claim is a lease
// (claimed_until), renewed while the mail is on its way, so a sender killed mid-send leaves it to another soon.
import type { MailAttachmentKind, MailKind, MailSubjectType } from '@venue/core/mail/mail-request';
import type { Queryable } from '../../db/database.port';
import type { OutboxMail, OutboxStatus } from '../outbox-mail';
import { retryDelayMs } from './retry-delay';

interface OutboxRow {
  id: string;
  kind: string;
  subject_type: string;
  subject_id: string;
  recipient: string;
  occasion: string;
  language: string;
  attachments: unknown;
  message_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const COLUMNS = `id, kind, subject_type, subject_id, recipient, occasion, language, attachments, message_id, status, attempts,
  next_attempt_at, last_error, created_at, sent_at`;

/** A temporary failure's reason is kept to this length: an SMTP server's answer is not ours to store whole. */
const ERROR_MAX_LENGTH = 1000;

const mailOf = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  kind: row.kind as MailKind,
  about: { type: row.subject_type as MailSubjectType, id: row.subject_id },
  recipient: row.recipient,
  occasion: row.occasion,
  language: row.language,
  attachments: Array.isArray(row.attachments) ? (row.attachments as MailAttachmentKind[]) : [],
  messageId: row.message_id,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at),
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
});

/**
 * Claims up to `limit` due mails until `now + leaseMs`, the longest waiting first, counting the attempt.
 * A row another sender holds (locked now, or claimed and its lease not yet over) is skipped.
 */
export async function claimDueMails(db: Queryable, now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>(
    `UPDATE mail_outbox SET claimed_until = $2, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE status = 'queued' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
       ORDER BY next_attempt_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.map(mailOf).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/** Keeps the claims on mails still on their way. */
export async function renewClaims(db: Queryable, ids: readonly string[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE mail_outbox SET claimed_until = $2 WHERE status = 'queued' AND id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(ids), until],
  );
}

/** The transport took it: `sent` (an SMTP server accepted it) or `kept` (written as .eml, no SMTP server set). */
export async function markDelivered(db: Queryable, id: string, status: 'sent' | 'kept', now: Date): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = $2, sent_at = $3, claimed_until = NULL, last_error = NULL WHERE id = $1 AND status = 'queued'`,
    [id, status, now],
  );
}

/** Nothing left to say when its time came (compose gave null). */
export async function markDropped(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'dropped', claimed_until = NULL WHERE id = $1 AND status = 'queued'`, [id]);
}

/** Refused for good: not tried again, the reason kept for staff. */
export async function markFailed(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'failed', claimed_until = NULL, last_error = $2 WHERE id = $1 AND status = 'queued'`, [
    id,
    reason.slice(0, ERROR_MAX_LENGTH),
  ]);
}

/** A temporary failure of attempt number `attempts`: tried again after a growing wait, the claim let go. */
export async function retryLater(db: Queryable, mail: Pick<OutboxMail, 'id' | 'attempts'>, reason: string, now: Date): Promise<Date> {
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts));
  await db.query(`UPDATE mail_outbox SET next_attempt_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $1 AND status = 'queued'`, [
    mail.id,
    next,
    reason.slice(0, ERROR_MAX_LENGTH),
  ]);
  return next;
}

/** The latest mails, newest first, for the staff outbox page. */
export async function listOutbox(db: Queryable, limit: number): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxRow>(`SELECT ${COLUMNS} FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1`, [limit]);
  return rows.map(mailOf);
}

export async function findOutboxMail(db: Queryable, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.query<OutboxRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = $1`, [id]);
  return row && mailOf(row);
}

/**
 * Staff's "Send again": back in the queue at once with its attempts counted afresh and its Message-ID kept
 * (a receiving server that took it before sees the same message). False when no mail has this id, or a sender
 * holds it right now.
 */
export async function sendAgain(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mail_outbox SET status = 'queued', attempts = 0, next_attempt_at = $2, claimed_until = NULL
     WHERE id = $1 AND (status <> 'queued' OR claimed_until IS NULL OR claimed_until < $2)
     RETURNING id`,
    [id, now],
  );
  return rows.length > 0;
}
