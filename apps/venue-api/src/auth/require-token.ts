// Every API call but the public ones needs a valid bearer token, else 401 (docs/api-conventions.md).
import type { MiddlewareHandler } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, refusal } from '../http/refusal';
import { validTokenCache } from './valid-token-cache';

const bearer = /^Bearer\s+(\S+)$/i;

export function requireToken(ctx: ApiContext): MiddlewareHandler {
  const isValidToken = validTokenCache(ctx.db);
  return async (c, next) => {
    const match = bearer.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) {
      c.header('www-authenticate', 'Bearer');
      return answerRefusal(c, refusal(401, 'unauthorized', 'A bearer token is required: sign in with POST oauth/token.'));
    }
    if (!(await isValidToken(match[1], ctx.now()))) {
      c.header('www-authenticate', 'Bearer error="invalid_token"');
      return answerRefusal(c, refusal(401, 'invalid_token', 'The token is unknown or has expired: sign in again.'));
    }
    await next();
  };
}
