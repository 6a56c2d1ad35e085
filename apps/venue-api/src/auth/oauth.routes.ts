// POST oauth/token: the password grant of the website's service client (docs/product.md#sign-in-and-session).
// Answers OAuth's own shape, not wrapped in data (docs/api-conventions.md).
import { timingSafeEqual } from 'node:crypto';
import { Schema } from 'effect';
import { Hono, type Context } from 'hono';
import { BoundedString, SHORT_TEXT_MAX } from '@venue/core/shared/input-limits';
import { ok, type Result } from '@venue/core/shared/result';
import type { ApiContext } from '../http/api-context';
import { decodeInput, readInput } from '../http/read-input';
import { answerRefusal, refusal, type Refusal } from '../http/refusal';
import { issueToken } from './access-tokens';

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The grant's fields, each at most 200 characters (docs/product.md#constants-and-limits); their values are checked below. */
const GrantField = Schema.optional(BoundedString(SHORT_TEXT_MAX));
export const GrantFields = Schema.Struct({
  grant_type: GrantField,
  client_id: GrantField,
  client_secret: GrantField,
  username: GrantField,
  password: GrantField,
  scope: GrantField,
});

async function readFields(c: Context): Promise<Result<typeof GrantFields.Type, Refusal>> {
  // OAuth clients usually send a form; the site sends JSON. Both are accepted, and checked alike.
  if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    return decodeInput(c, GrantFields, Object.fromEntries(new URLSearchParams(await c.req.text())));
  const input = await readInput(c, GrantFields);
  return input.ok ? ok(input.value.payload) : input;
}

export function oauthRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.post('/oauth/token', async (c) => {
    c.header('cache-control', 'no-store');
    const read = await readFields(c);
    if (!read.ok) return answerRefusal(c, read.error);
    const fields = read.value;
    if (fields.grant_type !== 'password') {
      return answerRefusal(c, refusal(400, 'unsupported_grant_type', 'Only grant_type "password" is supported.', { field: 'grant_type' }));
    }
    const { client } = ctx;
    if (!sameText(text(fields.client_id), client.clientId) || !sameText(text(fields.client_secret), client.clientSecret)) {
      return answerRefusal(c, refusal(401, 'invalid_client', 'Unknown client or wrong secret.'));
    }
    if (!sameText(text(fields.username), client.username) || !sameText(text(fields.password), client.password)) {
      return answerRefusal(c, refusal(401, 'invalid_grant', 'Wrong username or password.'));
    }
    const issued = await issueToken(ctx.db, { clientId: client.clientId, username: client.username }, ctx.tokenTtlSeconds, ctx.now());
    return c.json({ access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn });
  });
  return routes;
}
