// Strong ETags from a body's bytes, and the If-None-Match check that answers 304 Not Modified.
import { createHash } from 'node:crypto';

export const etagOf = (body: Uint8Array): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** True when the client's If-None-Match names this ETag (or `*`); weak forms match too, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}
