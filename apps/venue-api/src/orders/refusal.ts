// An expected refusal of an order call as a value: status and the error body of
// docs/api-conventions.md. Pricing and checks return it; routes answer it as is, and inside
// withIdempotency it rolls the transaction back.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../http/api-error';

export interface Refusal {
  readonly status: 400 | 402 | 403 | 404 | 409 | 422 | 502 | 503;
  readonly body: ApiErrorBody;
}

export const refusal = (status: Refusal['status'], code: string, message: string, extra: { field?: string; details?: unknown } = {}): Refusal => ({
  status,
  body: { error: { code, message, ...extra } },
});

export const invalid = (field: string, message: string): Refusal => refusal(422, 'invalid_input', message, { field });

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && typeof (value as { body: unknown }).body === 'object';

export const answerRefusal = (c: Context, { status, body }: Refusal): Response => c.json(body, status as ContentfulStatusCode);
