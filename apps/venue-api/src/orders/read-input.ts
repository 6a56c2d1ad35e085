// Reads a JSON request body and decodes it with a core schema: 400 for malformed JSON, 422
// naming the first bad field otherwise. Extra fields (ref, PID) are ignored.
import type { Schema } from 'effect';
import type { Context } from 'hono';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import { invalid, refusal, type Refusal } from './refusal';

export async function readInput<S extends Schema.Top>(c: Context, schema: S): Promise<Result<S['Type'], Refusal>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return err(refusal(400, 'malformed_json', 'The request body is not valid JSON.'));
  }
  const decoded = decodeWith(schema, `${c.req.method} ${c.req.path}`)(body);
  if (decoded.ok) return ok(decoded.value);
  const field = decoded.error.path || 'body';
  return err(invalid(field, `${field}: ${decoded.error.message}`));
}
