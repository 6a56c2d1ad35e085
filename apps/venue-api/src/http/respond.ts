// Every success body goes through its core schema's encoder, so the wire shape (money in major
// units, `{ data }`) is whatever the site's decoder expects, by construction.
import { Schema } from 'effect';
import type { Context } from 'hono';

export function respond<S extends Schema.Top>(c: Context, schema: S, body: S['Type']): Response {
  const encode = Schema.encodeUnknownSync(schema as never) as (input: unknown) => unknown;
  return c.body(JSON.stringify(encode(body)), 200, { 'content-type': 'application/json; charset=UTF-8' });
}

/** `{ data: X }` for entities whose schema has no response wrapper of its own. */
export const dataOf = <S extends Schema.Top>(schema: S) => Schema.Struct({ data: schema });
