// Why the coat check made no claim ticket, as data: the page words it from its catalog
// (docs/product.md#coat-check, docs/architecture.md#languages).
import type { ApiError } from '../shared/api-error';
import { failureKind, type FailureKind } from '../orders/failure-kind';
import { isThrottled } from '../shared/throttled';

/** The venue was asked too often, or the failure's kind; a refusal carries the venue's own message. */
export type ClaimFailure =
  | { readonly kind: 'throttled' }
  | { readonly kind: Exclude<FailureKind, 'rejected'> }
  | { readonly kind: 'rejected'; readonly message: string };

/** Why no ticket came back, for the alert above the button; the form stays as the guest left it. */
export function claimFailure(error: ApiError): ClaimFailure {
  if (isThrottled(error)) return { kind: 'throttled' };
  const kind = failureKind(error);
  return kind === 'rejected' ? { kind, message: error.message } : { kind };
}
