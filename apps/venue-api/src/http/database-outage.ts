// The answer while the database cannot be reached (docs/backend.md#when-the-database-goes-away): 503
// `unavailable` with Retry-After, never 500 `internal`, since nothing is wrong with the request and the same
// call will work once the database is back. The database's own log line says it went (db/reachability.ts).
import type { Context } from 'hono';
import { isDatabaseUnreachable } from '../db/unreachable';
import { answerRefusal, refusal } from './refusal';

/** Seconds a client is asked to wait: a restarted server or a failover takes a few. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The 503 for an error that says the database cannot be reached; null for any other error. */
export function outageAnswer(c: Context, error: unknown): Response | null {
  if (!isDatabaseUnreachable(error)) return null;
  c.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  // It does not say that nothing was changed: a commit whose answer the server never sent may have landed. The
  // same call with the same idempotency key is what makes a retry safe.
  return answerRefusal(c, refusal(503, 'unavailable', 'The venue is briefly unavailable. Please try again in a moment.'));
}
