// The head of a page as data: computed the same way on the server (rendered into the first HTML)
// and in the browser (applied to document.head after each navigation).
import { apiResource } from '../app/site-settings';
import { pathInLanguage, withBasename, type PageLanguage } from '../app/page-language';
import { absoluteUrl, type PageMeta } from './page-meta';
import { shareImage } from './share-image';
import type { SiteData } from './site-data';

export interface HeadTags {
  readonly title: string;
  /** name= metas (description, keywords, twitter:*) and property= metas (og:*), in order. */
  readonly metas: readonly { readonly key: 'name' | 'property'; readonly id: string; readonly content: string }[];
  readonly canonical: string;
  /** The same page in each of the venue's languages, and x-default (docs/product.md#languages). */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  /**
   * The tab's icon: the venue's logo, or none ("data:,"). Always named, because a page that names no
   * icon makes the browser ask for /favicon.ico, which the site answers with its home page. The first
   * HTML names none and the browser sets the logo once the page runs, so the icon's fetch never
   * competes with the page's own first requests.
   */
  readonly icon: string;
  /** JSON texts with `<` escaped, safe inside a script element. */
  readonly jsonLd: readonly string[];
}

/** The stored SEO settings win over the website settings' copy (docs/product.md#venue-settings). */
export interface SeoOverride {
  readonly title?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly keywords?: string | null | undefined;
}

const filled = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** An icon that is no icon and costs no request. */
export const NO_ICON = 'data:,';

export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page in each language the venue speaks, none when it speaks one. */
function alternatesOf(origin: string, path: string, language: PageLanguage): HeadTags['alternates'] {
  if (language.languages.length < 2) return [];
  const href = (other: PageLanguage['language']) => absoluteUrl(origin, pathInLanguage(path, other, language));
  return [
    ...language.languages.map((other) => ({ hreflang: other, href: href(other) })),
    { hreflang: 'x-default', href: href(language.languages[0]) },
  ];
}

export function headTags(
  page: PageMeta,
  site: SiteData,
  path: string,
  language: PageLanguage,
  stored: SeoOverride | null = null,
): HeadTags {
  const seo = site.settings?.seo;
  const siteTitle = filled(stored?.title) ?? filled(seo?.title) ?? filled(site.venue?.name) ?? 'Venue';
  const title = page.title ? `${page.title} · ${siteTitle}` : siteTitle;
  const description = filled(page.description) ?? filled(stored?.description) ?? filled(seo?.description);
  const keywords = filled(stored?.keywords) ?? filled(seo?.keywords);
  const canonical = absoluteUrl(site.origin, withBasename(language.basename, path));
  const venueName = filled(site.venue?.name) ?? siteTitle;
  const logo = filled(site.settings?.header.image);
  // Every page shares a picture: its own, else the venue's logo (docs/decisions.md#share-cards).
  const image = shareImage(page.image, page.imageAlt ?? page.title ?? siteTitle, site.origin) ?? shareImage(logo, venueName, site.origin);
  const metas: { key: 'name' | 'property'; id: string; content: string }[] = [];
  const add = (key: 'name' | 'property', id: string, content: string | null) => {
    if (content !== null) metas.push({ key, id, content });
  };
  add('name', 'description', description);
  add('name', 'keywords', keywords);
  add('property', 'og:type', page.type ?? 'website');
  add('property', 'og:site_name', venueName);
  add('property', 'og:title', page.title ?? siteTitle);
  add('property', 'og:description', description);
  add('property', 'og:url', canonical);
  add('property', 'og:image', image?.url ?? null);
  add('property', 'og:image:width', image?.width === undefined ? null : String(image.width));
  add('property', 'og:image:height', image?.height === undefined ? null : String(image.height));
  add('property', 'og:image:type', image?.type ?? null);
  add('property', 'og:image:alt', image?.alt ?? null);
  add('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', page.title ?? siteTitle);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', image?.url ?? null);
  add('name', 'twitter:image:alt', image?.alt ?? null);
  const icon = logo ? apiResource(logo) : NO_ICON;
  const alternates = alternatesOf(site.origin, path, language);
  return { title, metas, canonical, alternates, icon, jsonLd: (page.jsonLd ?? []).map(jsonForScript) };
}
