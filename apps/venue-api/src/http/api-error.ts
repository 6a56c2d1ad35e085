// The error body of docs/api-conventions.md: { error: { code, message, field?, details? } }.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly field?: string; readonly details?: unknown };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: { field?: string; details?: unknown } = {},
): Response {
  const body: ApiErrorBody = { error: { code, message, ...extra } };
  return c.json(body, status);
}

export const notFound = (c: Context, what: string): Response => apiError(c, 404, 'not_found', `${what} was not found.`);
