// What the answers gzipped ahead of time (content-cache.ts, built-files.ts) share with the compress
// middleware, which gzips the rest as they are sent.
import type { Context } from 'hono';

/** Smaller bodies are not worth compressing (the compress middleware's own threshold). */
export const GZIP_THRESHOLD = 1024;

export const acceptsGzip = (c: Context): boolean => /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
