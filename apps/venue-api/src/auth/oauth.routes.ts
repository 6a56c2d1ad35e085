// POST oauth/token: the password grant of the website's service client (docs/product.md#sign-in-and-session).
// Answers OAuth's own shape, not wrapped in data (docs/api-conventions.md).
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { apiError } from '../http/api-error';
import { issueToken } from './access-tokens';

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function readFields(req: Request): Promise<Record<string, unknown> | undefined> {
  const type = req.headers.get('content-type') ?? '';
  try {
    // OAuth clients usually send a form; the site sends JSON. Both are accepted.
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await req.text()));
    const body: unknown = await req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function oauthRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.post('/oauth/token', async (c) => {
    c.header('cache-control', 'no-store');
    const fields = await readFields(c.req.raw);
    if (!fields) return apiError(c, 400, 'invalid_request', 'The body must be JSON or a form with the password grant fields.');
    if (fields.grant_type !== 'password') {
      return apiError(c, 400, 'unsupported_grant_type', 'Only grant_type "password" is supported.', { field: 'grant_type' });
    }
    const { client } = ctx;
    if (!sameText(text(fields.client_id), client.clientId) || !sameText(text(fields.client_secret), client.clientSecret)) {
      return apiError(c, 401, 'invalid_client', 'Unknown client or wrong secret.');
    }
    if (!sameText(text(fields.username), client.username) || !sameText(text(fields.password), client.password)) {
      return apiError(c, 401, 'invalid_grant', 'Wrong username or password.');
    }
    const issued = await issueToken(ctx.db, { clientId: client.clientId, username: client.username }, ctx.tokenTtlSeconds, ctx.now());
    return c.json({ access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn });
  });
  return routes;
}
