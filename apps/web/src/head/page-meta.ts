// A page's part of the head: each route module may export `meta`, computed from its loader data
// and the site, and the shell turns it into title, description, canonical URL, Open Graph,
// Twitter card and JSON-LD tags (docs/architecture.md#server-rendering).
import { apiResource } from '../app/site-settings';
import type { SiteData } from './site-data';

export interface PageMeta {
  /** The page's own title; the site's title follows it. Absent: the site's title alone. */
  readonly title?: string;
  readonly description?: string;
  /** An image for link previews: absolute, or a path on the API's host as the API gave it. */
  readonly image?: string;
  /** What the image shows, for those who cannot see it; the page's title when absent. */
  readonly imageAlt?: string;
  readonly type?: 'website' | 'article' | 'profile';
  /** schema.org objects, each written as one <script type="application/ld+json">. */
  readonly jsonLd?: readonly Record<string, unknown>[];
}

/** `pageUrl`: a site path's absolute address in the page's language (`https://venue.example/fr/events`), for JSON-LD. */
export type MetaFunction<Data = unknown> = (data: Data, site: SiteData, path: string, pageUrl: (sitePath: string) => string) => PageMeta;

export const absoluteUrl = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * A picture the API handed out, as an absolute address for crawlers (Open Graph, JSON-LD), without the `#th=`
 * placeholder that a picture the backend took in carries for the site's own pages (docs/product.md#pictures).
 */
export const absoluteMediaUrl = (origin: string, address: string): string => absoluteUrl(origin, apiResource(address.replace(/#.*$/, '')));
