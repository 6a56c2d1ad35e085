// The shapes the outbox's parts share: a stored mail (migrations/018-mail-outbox.sql) and a mail rendered
// from it, ready for a transport.
import type { MailAttachmentKind, MailKind, MailSubject } from '@venue/core/mail/mail-request';

export type OutboxStatus = 'queued' | 'sent' | 'kept' | 'failed' | 'dropped';

export interface OutboxMail {
  readonly id: string;
  readonly kind: MailKind;
  readonly about: MailSubject;
  readonly recipient: string;
  readonly occasion: string;
  readonly language: string;
  readonly attachments: readonly MailAttachmentKind[];
  /** `<…@host>`, the same on every attempt. */
  readonly messageId: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

export interface ComposedAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
  /** Set for an inline picture the HTML names as `cid:…`. */
  readonly cid?: string;
}

/** A mail as its reader gets it. */
export interface ComposedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly ComposedAttachment[];
  /** Extra headers (Auto-Submitted, List-Unsubscribe, List-Unsubscribe-Post). */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Renders a stored mail from what its subject holds now; null when there is nothing left to say (its subject gone,
 * a reminder for a reservation since changed or cancelled, a chat answered meanwhile): the sender drops it.
 */
export type ComposeMail = (mail: OutboxMail) => Promise<ComposedMail | null>;
