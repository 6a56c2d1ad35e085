// Paths and queries get the treatment bodies have (docs/backend.md#bad-input): a path that is not
// valid text (a broken percent-escape, a NUL or other control character, a segment or path longer
// than any name here) names nothing, so it is answered 404 before any handler, file lookup or query
// runs; a query value with a control character is refused like a body field that has one. Both used
// to reach decodeURIComponent (a URIError) or the database (which holds no NUL): 500s.
import type { MiddlewareHandler } from 'hono';
import { answerRefusal, invalidInput, notFound } from './refusal';

/** Longer than any id, file name or hash the venue hands out. */
export const MAX_PATH_SEGMENT = 512;
export const MAX_PATH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The percent-decoded text, or null when an escape is broken or names bytes that are not UTF-8. */
export function decodedOrNull(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A path of plain characters only (no escape, no control character): nothing to decode. */
const PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

/** Whether a URL's path (as sent, still percent-encoded) can name something: every segment valid, bounded text. */
export function isValidPath(rawPath: string): boolean {
  if (rawPath.length > MAX_PATH) return false;
  // Nearly every request: only its segments' lengths are left to check.
  if (PLAIN_PATH.test(rawPath) && rawPath.length <= MAX_PATH_SEGMENT) return true;
  return rawPath.split('/').every((segment) => {
    const decoded = decodedOrNull(segment);
    return decoded !== null && decoded.length <= MAX_PATH_SEGMENT && !CONTROL.test(decoded);
  });
}

/** The first query parameter whose name or value holds a control character, or null. */
export function badQueryParameter(url: URL): string | null {
  for (const [name, value] of url.searchParams) if (CONTROL.test(name) || CONTROL.test(value)) return name.slice(0, 100);
  return null;
}

const isApi = (path: string) => path === '/venue-api' || path.startsWith('/venue-api/');

/** Before everything: API paths are refused in the API's error shape, the site's with a plain sentence. */
export const pathGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const api = isApi(url.pathname);
  if (!isValidPath(url.pathname))
    return api
      ? answerRefusal(c, notFound('A path with this text'))
      : c.text('This page was not found.', 404, { 'cache-control': 'no-store' });
  const bad = url.search === '' ? null : badQueryParameter(url);
  if (bad !== null) {
    const refused = invalidInput(`query.${bad}`, `query.${bad}: a query parameter holds no control characters.`);
    return api ? answerRefusal(c, refused) : c.text('A query parameter holds a control character.', 400, { 'cache-control': 'no-store' });
  }
  return next();
};
