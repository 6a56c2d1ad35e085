// Every link in a mail is absolute under the site's public address (VENUE_PUBLIC_URL), path segments encoded, so an
// id can never add a segment or leave the site (docs/product.md#mail).

export interface SiteLinks {
  /** `segments` joined as a path under the public address: `page('guest-code', token)`. */
  page(...segments: readonly string[]): string;
  /** The host of the public address: calendar UIDs are made under it. */
  readonly host: string;
}

export function siteLinks(publicUrl: string): SiteLinks {
  const base = new URL(publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  return {
    page: (...segments) => new URL(segments.map(encodeURIComponent).join('/'), base).toString(),
    host: base.host,
  };
}
