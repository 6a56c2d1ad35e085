// Which addresses the image route may read a picture from (docs/backend.md#the-sites-image-route):
// the venue API's origin (its own backend, trusted even on a private network) and the origins the
// operator lists in VENUE_IMAGE_ORIGINS (outside, so they must resolve to public addresses only).

export interface PictureSources {
  /** Where a `/path` source is read: the venue API's origin as the site's server reaches it. */
  readonly apiOrigin: string;
  /**
   * The API's origin as guests' browsers reach it: a source there is the API's too, and a `/path`
   * source the route cannot read sends the browser there. '' when the API is on the site's own origin.
   */
  readonly publicApiOrigin: string;
  /** VENUE_IMAGE_ORIGINS: outside origins the venue's pictures may live on (a CDN). */
  readonly imageOrigins: readonly string[];
}

/** How far an origin is trusted: the API's own (any address), listed (public addresses only), or not at all. */
export type OriginTrust = 'api' | 'listed' | null;

export function originTrust(url: URL, sources: PictureSources): OriginTrust {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === sources.apiOrigin || url.origin === sources.publicApiOrigin) return 'api';
  return sources.imageOrigins.includes(url.origin) ? 'listed' : null;
}

/** A source as the route reads it: a `/path` on the API's origin, or the absolute address as given. */
export function sourceUrl(source: string, sources: PictureSources): URL | null {
  try {
    return source.startsWith('/') ? new URL(source, sources.apiOrigin) : new URL(source);
  } catch {
    return null;
  }
}

/** Where a guest's browser finds the picture itself: the address as given, a `/path` on the public API origin. */
export function browserAddress(source: URL, given: string, sources: PictureSources): string {
  if (!given.startsWith('/')) return source.href;
  return `${sources.publicApiOrigin}${source.pathname}${source.search}`;
}
