// What keeps another site from changing things with staff's cookie (docs/backend.md#staff-page): a post
// whose browser says it comes from elsewhere is refused, and every state-changing request carries a token
// tied to the session, written into each form as a hidden field. The token is derived from the session's
// own secret (the HttpOnly cookie), so it needs no storage and ends with the session.
import { createHash, timingSafeEqual } from 'node:crypto';

export const CSRF_FIELD = 'csrf';
/** For a script's fetch that sends no form (none today: the typing script sends the field). */
export const CSRF_HEADER = 'x-csrf-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The session's token: unguessable without the session cookie, which no page script can read. */
export const csrfTokenOf = (session: string): string => digest(`staff-csrf:${session}`).toString('base64url');

export function isCsrfToken(sent: string | undefined, session: string | undefined): boolean {
  if (sent === undefined || session === undefined || sent.length > 100) return false;
  return timingSafeEqual(digest(sent), digest(csrfTokenOf(session)));
}

/** The page with the session's token as a hidden field in every form that posts. */
export const withCsrfFields = (html: string, token: string): string =>
  html.replace(/<form\b[^>]*\bmethod="post"[^>]*>/g, (tag) => `${tag}<input type="hidden" name="${CSRF_FIELD}" value="${token}" />`);

/**
 * Whether the browser says the post comes from another site. `Origin: null` is what sandboxed frames,
 * data: pages and cross-site redirects send; without Origin, Fetch Metadata still tells. A client that
 * sends neither (a script with the password) is no browser carrying staff's cookie unasked.
 */
export function isCrossSite(origin: string | undefined, fetchSite: string | undefined, ownOrigin: string): boolean {
  if (origin !== undefined) return origin !== ownOrigin;
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
}
