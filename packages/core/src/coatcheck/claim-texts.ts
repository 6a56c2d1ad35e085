// Why the coat check made no claim ticket, as data: the page words it from its catalog
// (docs/product.md#coat-check, docs/architecture.md#languages).
import type { ApiError } from '../shared/api-error';
import { failureKind, type FailureKind } from '../orders/failure-kind';
import { shortWaitOf, type ShortWait } from '../shared/short-wait';

/** The venue asks to wait a moment (asked too often, or briefly unavailable), or the failure's kind; a refusal carries the venue's own message. */
export type ClaimFailure =
  | { readonly kind: ShortWait }
  | { readonly kind: Exclude<FailureKind, 'rejected'> }
  | { readonly kind: 'rejected'; readonly message: string };

/** Why no ticket came back, for the alert above the button; the form stays as the guest left it. */
export function claimFailure(error: ApiError): ClaimFailure {
  const wait = shortWaitOf(error);
  if (wait !== null) return { kind: wait };
  const kind = failureKind(error);
  return kind === 'rejected' ? { kind, message: error.message } : { kind };
}
