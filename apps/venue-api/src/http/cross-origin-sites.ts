// CORS for sites served apart from this API (VENUE_SITE_ORIGINS, docs/backend.md#sites-on-another-origin):
// guests' browsers on those sites call the API with its bearer token, never with cookies, so only
// the listed origins are answered and credentials are never allowed. The header is set on the
// finished answer, whichever way the route made it (hono's cors() misses answers built as Responses).
import type { MiddlewareHandler } from 'hono';

const ALLOWED_HEADERS = 'authorization, content-type, accept, idempotency-key, x-user-token, if-none-match';

export function crossOriginSites(origins: readonly string[]): MiddlewareHandler {
  const listed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && listed.has(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      if (!allowed) return c.body(null, 204, { vary: 'Origin' });
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, PUT',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    await next();
    if (!allowed) return;
    // An answer passed through from fetch has headers that cannot change: copy it first.
    try {
      c.res.headers.set('access-control-allow-origin', origin);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('access-control-allow-origin', origin);
    }
    c.res.headers.set('access-control-expose-headers', 'etag, retry-after');
    c.res.headers.append('vary', 'Origin');
  };
}
