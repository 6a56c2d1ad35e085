// Test helper: the mails queued about one subject (an order, a form, a conversation), read straight from the
// outbox table, oldest first, so a test can count them and check each one's kind, recipient and occasion.
import type { Queryable } from '../db/database.port';

export interface MailAbout {
  readonly kind: string;
  readonly recipient: string;
  readonly subjectType: string;
  readonly subjectId: string;
  readonly occasion: string;
  readonly attachments: readonly string[];
  readonly nextAttemptAt: Date;
}

interface Row {
  kind: string;
  recipient: string;
  subject_type: string;
  subject_id: string;
  occasion: string;
  attachments: string[];
  next_attempt_at: Date;
}

/** Every mail about `subjectId`, or about any of `subjectIds`. */
export async function mailsAbout(db: Queryable, ...subjectIds: readonly string[]): Promise<MailAbout[]> {
  const rows = await db.query<Row>(
    `SELECT kind, recipient, subject_type, subject_id, occasion, attachments, next_attempt_at FROM mail_outbox
     WHERE subject_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY created_at, kind, recipient, occasion`,
    [JSON.stringify(subjectIds)],
  );
  return rows.map((row) => ({
    kind: row.kind,
    recipient: row.recipient,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    occasion: row.occasion,
    attachments: row.attachments,
    nextAttemptAt: row.next_attempt_at,
  }));
}

/** `kind recipient` of each, for a short, readable expectation. */
export const kindsAndRecipients = (mails: readonly MailAbout[]): string[] => mails.map((m) => `${m.kind} ${m.recipient}`);
