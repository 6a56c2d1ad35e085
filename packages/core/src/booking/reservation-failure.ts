// Why a check, a confirm or a change of a reservation failed, as a code the page puts in its words
// (docs/product.md#reservations-and-venue-booking): the venue's own words for a refusal are kept as they came.
import { failureKind } from '../orders/failure-kind';
import type { ApiError } from '../shared/api-error';
import { shortWaitOf, type ShortWait } from '../shared/short-wait';

export type ReservationFailure =
  /** Wait a moment and try again: asked too often, or the venue briefly unavailable (shared/short-wait.ts). */
  | { readonly kind: ShortWait }
  | { readonly kind: 'rejected'; readonly venueMessage: string }
  | { readonly kind: 'temporary' }
  | { readonly kind: 'unreadable' };

/** The failure of the last call, or null when there is none. */
export function reservationFailureOf(error: ApiError | null): ReservationFailure | null {
  if (error === null) return null;
  const wait = shortWaitOf(error);
  if (wait !== null) return { kind: wait };
  const kind = failureKind(error);
  return kind === 'rejected' ? { kind, venueMessage: error.message } : { kind };
}
