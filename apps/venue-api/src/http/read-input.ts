// The one way a route reads its request body (docs/api-conventions.md): JSON decoded with a core
// schema, as a Result. 400 `malformed_json` for a body that is not JSON, 422 `invalid_input`
// naming the first bad field (`body` when the body itself has the wrong shape), 413 `too_large`
// past the route's size limit. Extra fields (ref, PID) pass the schemas and are read apart.
import type { Schema } from 'effect';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import { answerRefusal, invalidInput, refusal, type Refusal } from './refusal';
import { unstorableText } from '../shared/unstorable-text';

/** Every POST may carry ref and PID from the page's query; kept only when both are (docs/product.md#backend-calls). */
export interface Attribution {
  readonly ref: string | null;
  readonly pid: string | null;
}

export interface Input<T> {
  readonly payload: T;
  readonly attribution: Attribution;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : null);

function attributionOf(body: unknown): Attribution {
  const { ref, PID } = (typeof body === 'object' && body !== null ? body : {}) as { ref?: unknown; PID?: unknown };
  return text(ref) !== null && text(PID) !== null ? { ref: text(ref), pid: text(PID) } : { ref: null, pid: null };
}

/** What a request sent (a JSON body, the text fields of a form) checked by a core schema. */
export function decodeInput<S extends Schema.Top>(c: Context, schema: S, sent: unknown): Result<S['Type'], Refusal> {
  const unstorable = unstorableText(sent);
  if (unstorable !== null) {
    const field = unstorable.path === '(root)' ? 'body' : unstorable.path;
    return err(invalidInput(field, `${field}: ${unstorable.problem}.`));
  }
  const decoded = decodeWith(schema, `${c.req.method} ${c.req.path}`)(sent);
  if (decoded.ok) return decoded;
  const field = decoded.error.path || 'body';
  return err(invalidInput(field, `${field}: ${decoded.error.message}`));
}

export async function readInput<S extends Schema.Top>(c: Context, schema: S): Promise<Result<Input<S['Type']>, Refusal>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return err(refusal(400, 'malformed_json', 'The request body is not valid JSON.'));
  }
  const decoded = decodeInput(c, schema, body);
  return decoded.ok ? ok({ payload: decoded.value, attribution: attributionOf(body) }) : decoded;
}

/** The fields and files of a multipart body (uploads); 400 `invalid_multipart` when it cannot be read. */
export async function readMultipart(c: Context): Promise<Result<Record<string, string | File>, Refusal>> {
  try {
    return ok((await c.req.parseBody()) as Record<string, string | File>);
  } catch {
    return err(refusal(400, 'invalid_multipart', 'The multipart body could not be read.'));
  }
}

/** 413 `too_large` for a body past `maxBytes`, with the route's own words or the plain size. */
export const tooLarge = (maxBytes: number, message = `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`): Refusal =>
  refusal(413, 'too_large', message);

/** Refuses a body larger than `maxBytes` before it is read. */
export const limitBody = (maxBytes: number, message?: string): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => answerRefusal(c, tooLarge(maxBytes, message)) });

/** Form bodies without files stay small. */
export const FORM_BODY_LIMIT = 64 * 1024;
