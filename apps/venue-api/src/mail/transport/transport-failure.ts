// Whether a failed send is worth trying again (docs/backend.md#mail): an SMTP server's 5xx refuses the mail
// for good; a 4xx, a connection refused, reset or timed out, and anything else without a reply may pass later.
import type { TransportOutcome } from './mail-transport';

interface SendError {
  readonly message?: unknown;
  readonly code?: unknown;
  readonly responseCode?: unknown;
  readonly response?: unknown;
  /** nodemailer sets it from the reply class: 5xx but 503. */
  readonly permanent?: unknown;
}

const MAX_REASON = 500;

/** The failure as the outbox keeps it: temporary unless the server gave a permanent reply. */
export function transportFailure(error: unknown): Extract<TransportOutcome, { ok: false }> {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SendError;
  const replyCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const permanent = e.permanent === true || (e.permanent === undefined && replyCode !== undefined && replyCode >= 500 && replyCode !== 503);
  const said = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : 'unknown error';
  const code = typeof e.code === 'string' ? `${e.code}: ` : '';
  return { ok: false, failure: permanent ? 'permanent' : 'temporary', reason: `${code}${said}`.slice(0, MAX_REASON) };
}
