// The mail port: whatever causes a mail hands its requests here inside the same write, so the mail exists
// exactly when the change does (docs/architecture.md#mail). The backend's outbox implements it on a transaction.
import type { MailRequest } from './mail-request';

export interface MailOutbox {
  /** Queues each request once: a request equal in kind, subject, recipient and occasion to a queued one adds nothing. */
  queue(requests: readonly MailRequest[]): Promise<void>;
}
