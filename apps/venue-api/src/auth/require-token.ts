// Every API call but the public ones needs a valid bearer token, else 401 (docs/api-conventions.md).
import type { MiddlewareHandler } from 'hono';
import type { ApiContext } from '../http/api-context';
import { apiError } from '../http/api-error';
import { isValidToken } from './access-tokens';

const bearer = /^Bearer\s+(\S+)$/i;

export function requireToken(ctx: ApiContext): MiddlewareHandler {
  return async (c, next) => {
    const match = bearer.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) {
      c.header('www-authenticate', 'Bearer');
      return apiError(c, 401, 'unauthorized', 'A bearer token is required: sign in with POST oauth/token.');
    }
    if (!(await isValidToken(ctx.db, match[1], ctx.now()))) {
      c.header('www-authenticate', 'Bearer error="invalid_token"');
      return apiError(c, 401, 'invalid_token', 'The token is unknown or has expired: sign in again.');
    }
    await next();
  };
}
