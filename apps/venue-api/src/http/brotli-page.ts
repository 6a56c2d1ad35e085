// A page rendered for one request, sent in Brotli to a browser that takes it (every current one does): some
// 8 % smaller than gzip for a page of inline styles and scripts, which keeps a form page's first HTML within
// the first round trip of a new connection (docs/performance.md#first-paint). Quality 5 costs about as much
// as the compress middleware's gzip (a millisecond for a 60 kB page); the higher qualities cost ten to fifty
// times that, and a kept page (render-site.ts) stays gzip, compressed once with a gap for each answer's nonce.
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Context } from 'hono';
import { GZIP_THRESHOLD } from './gzip-answer';

const compress = promisify(brotliCompress);
const QUALITY = 5;

export const acceptsBrotli = (c: Context): boolean => /\bbr\b/i.test(c.req.header('accept-encoding') ?? '');

/** The response in Brotli when the browser takes it and it is worth it; else as it is, for the compress middleware. */
export async function inBrotliIfTaken(c: Context, response: Response): Promise<Response> {
  if (!acceptsBrotli(c) || response.body === null || response.headers.has('content-encoding')) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (body.byteLength < GZIP_THRESHOLD) {
    headers.set('content-length', String(body.byteLength));
    return new Response(body, { status: response.status, headers });
  }
  headers.append('vary', 'Accept-Encoding');
  const compressed = await compress(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
  headers.set('content-encoding', 'br');
  headers.set('content-length', String(compressed.byteLength));
  return new Response(compressed, { status: response.status, headers });
}
