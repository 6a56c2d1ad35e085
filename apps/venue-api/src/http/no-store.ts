// API answers say whether they may be kept: the content cache marks its own (no-cache with an
// ETag), public files carry theirs, and everything else (orders, chat, tokens, errors) is
// `no-store`, so a browser or proxy never keeps a guest's private data.
import type { MiddlewareHandler } from 'hono';

export const noStoreUnlessSaid: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
