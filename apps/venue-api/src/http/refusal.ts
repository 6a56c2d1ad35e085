// An expected refusal as a value: the status and the error body of docs/api-conventions.md,
// { error: { code, message, field?, details? } }. Checks and stores return it; routes answer it
// with answerRefusal, and inside withIdempotency it rolls the create's transaction back.
// The codes are a closed list, so a fault cannot get a second name (docs/api-conventions.md).
import type { Context } from 'hono';

export type ErrorCode =
  | 'malformed_json'
  | 'invalid_multipart'
  | 'idempotency_key_required'
  | 'invalid_idempotency_key'
  | 'invalid_signature'
  | 'idempotency_key_reused'
  | 'unsupported_grant_type'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized'
  | 'invalid_token'
  | 'payment_failed'
  | 'test_payments_disabled'
  | 'not_found'
  | 'out_of_date'
  | 'minimum_not_met'
  | 'sold_out'
  | 'event_past'
  | 'night_taken'
  | 'night_full'
  | 'too_late'
  | 'hold_expired'
  | 'forbidden'
  | 'too_many_guests'
  | 'order_cancelled'
  | 'link_expired'
  | 'order_paid'
  | 'already_paid'
  | 'nothing_to_pay'
  | 'payment_mismatch'
  | 'too_large'
  | 'hold_limit'
  | 'rate_limited'
  | 'invalid_input'
  | 'invalid_promoter'
  | 'blocked'
  | 'total_mismatch'
  | 'internal'
  | 'unavailable'
  | 'payments_not_configured';

interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly field?: string; readonly details?: unknown };
}

export interface Refusal {
  readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503;
  readonly body: ApiErrorBody;
}

type Extra = { readonly field?: string; readonly details?: unknown };

export const refusal = (status: Refusal['status'], code: ErrorCode, message: string, extra: Extra = {}): Refusal => ({
  status,
  body: { error: { code, message, ...extra } },
});

/** A card refusal keeps the payment provider's own code (`card_declined`, `insufficient_funds`...). */
export const paymentRefusal = (status: 402 | 502, providerCode: string | undefined, message: string, extra: Extra = {}): Refusal => ({
  status,
  body: { error: { code: providerCode ?? 'payment_failed', message, ...extra } },
});

/** 422 naming the field the guest has to change. */
export const invalidInput = (field: string, message: string): Refusal => refusal(422, 'invalid_input', message, { field });

/** 404; `what` starts the sentence ("An event with this id"). */
export const notFound = (what: string, extra: Extra = {}): Refusal => refusal(404, 'not_found', `${what} was not found.`, extra);

export const answerRefusal = (c: Context, { status, body }: Refusal): Response => c.json(body, status);
