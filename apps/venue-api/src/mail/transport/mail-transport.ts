// The port a sender hands a rendered mail to (docs/backend.md#mail): an SMTP server (smtp-transport.ts) or,
// with none set, .eml files in the data folder (eml-transport.ts).
import type { ComposedMail } from '../outbox-mail';

export interface OutgoingMail {
  readonly to: string;
  /** `<…@host>`: the outbox row's, the same on every attempt. */
  readonly messageId: string;
  readonly mail: ComposedMail;
}

/** What became of one mail: taken (`sent` by an SMTP server, `kept` as a file), or refused for a while or for good. */
export type TransportOutcome =
  | { readonly ok: true; readonly status: 'sent' | 'kept' }
  | { readonly ok: false; readonly failure: 'temporary' | 'permanent'; readonly reason: string };

export interface MailTransport {
  send(outgoing: OutgoingMail): Promise<TransportOutcome>;
  /** Closes its connections; a send after this fails. */
  close(): void;
}
