// The venue's answers that ask the guest to try again in a moment, nothing being wrong with what they typed:
// too many tries from one address (429, docs/backend.md#limits), or the venue briefly unavailable (503: its
// database away, docs/product.md#when-the-venue-cannot-be-reached). Every flow keeps what was typed, and its
// retry sends the same attempt (the same idempotency key), so a guest who tries again orders nothing twice.
import type { ApiError } from './api-error';

export type ShortWait = 'throttled' | 'outage';

export function shortWaitOf(error: ApiError): ShortWait | null {
  if (error._tag !== 'HttpError') return null;
  if (error.status === 429) return 'throttled';
  return error.status === 503 ? 'outage' : null;
}
