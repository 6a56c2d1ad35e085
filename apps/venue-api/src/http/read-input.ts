// Reads a JSON request body and decodes it with a core schema: 400 for a body that is not JSON,
// 413 past the size limit, 422 naming the first bad field (docs/api-conventions.md).
import type { Schema } from 'effect';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import { apiError } from './api-error';

/** Spec 7: every POST may carry ref and PID from the page's query; kept only when both are. */
export interface Attribution {
  readonly ref: string | null;
  readonly pid: string | null;
}

export interface Input<T> {
  readonly value: T;
  readonly attribution: Attribution;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : null);

function attributionOf(body: unknown): Attribution {
  const { ref, PID } = (typeof body === 'object' && body !== null ? body : {}) as { ref?: unknown; PID?: unknown };
  return text(ref) !== null && text(PID) !== null ? { ref: text(ref), pid: text(PID) } : { ref: null, pid: null };
}

export async function readInput<S extends Schema.Top>(c: Context, schema: S, source: string): Promise<Result<Input<S['Type']>, Response>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return err(apiError(c, 400, 'invalid_json', 'The request body is not valid JSON.'));
  }
  const decoded = decodeWith(schema, source)(body);
  if (!decoded.ok) {
    const { path, message } = decoded.error;
    return err(apiError(c, 422, 'invalid_input', path === '' ? message : `${path}: ${message}`, path === '' ? {} : { field: path }));
  }
  return ok({ value: decoded.value, attribution: attributionOf(body) });
}

/** Refuses a body larger than `maxBytes` before it is read. */
export const limitBody = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, 413, 'too_large', `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`) });

/** Form bodies without files stay small. */
export const FORM_BODY_LIMIT = 64 * 1024;
