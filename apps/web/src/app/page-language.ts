// The language of the page and the venue's languages (docs/product.md#languages). A build of the site is in
// one language (`LANGUAGE`); which languages the venue speaks, and so whether this one has a prefix in the
// address (`/fr/events`), is known per request: the server writes it into the page for the browser.
import { createContext, useContext } from 'react';
import { basenameOf, pathIn, prefixedPath } from '@venue/core/i18n/language-path';
import { isSiteLanguage, venueLanguages, type SiteLanguage } from '@venue/core/i18n/languages';
import { LANGUAGE } from '~messages/language';

export interface PageLanguage {
  readonly language: SiteLanguage;
  /** The venue's languages, its default first. */
  readonly languages: readonly [SiteLanguage, ...SiteLanguage[]];
  /** This language's prefix of every path: '' for the venue's default language, else `/fr`. */
  readonly basename: string;
  /**
   * The languages the venue writes its own texts in, its default first, when it writes them in more than that one
   * (general-info's contentLanguages): a page in one of them reads the venue's texts in its own language.
   */
  readonly contentLanguages?: readonly SiteLanguage[];
}

/** The global the first HTML's inline script sets. */
export const PAGE_LANGUAGE_GLOBAL = '__venueLanguage';

export const BUILD_LANGUAGE = LANGUAGE as SiteLanguage;

/** The page's language among the venue's, on the server for each request. */
export function pageLanguageOf(languages: readonly [SiteLanguage, ...SiteLanguage[]]): PageLanguage {
  const listed = languages.includes(BUILD_LANGUAGE) ? languages : ([languages[0], BUILD_LANGUAGE] as const);
  return { language: BUILD_LANGUAGE, languages: listed, basename: basenameOf(BUILD_LANGUAGE, listed[0]) };
}

/** With the languages the venue writes its own texts in (general-info's), those of its languages, when more than one. */
export function withContentLanguages(page: PageLanguage, named: readonly string[] | undefined): PageLanguage {
  const written = named?.length ? venueLanguages(named).filter((language) => page.languages.includes(language)) : [];
  return written.length > 1 ? { ...page, contentLanguages: written } : page;
}

const alone: PageLanguage = { language: BUILD_LANGUAGE, languages: [BUILD_LANGUAGE], basename: '' };

/** What the page's HTML carried, checked: the venue's languages, this build's among them, and its texts' languages. */
export function pageLanguageFromPage(sent: unknown): PageLanguage {
  const { languages, contentLanguages } = (sent ?? {}) as { languages?: unknown; contentLanguages?: unknown };
  if (!Array.isArray(languages)) return alone;
  const known = languages.filter(isSiteLanguage);
  const [first, ...rest] = known;
  if (first === undefined) return alone;
  return withContentLanguages(
    pageLanguageOf([first, ...rest]),
    Array.isArray(contentLanguages) ? contentLanguages.filter(isSiteLanguage) : undefined,
  );
}

let browserLanguage: PageLanguage | null = null;

function fromWindow(): PageLanguage {
  return (browserLanguage ??= pageLanguageFromPage((window as unknown as Record<string, unknown>)[PAGE_LANGUAGE_GLOBAL]));
}

/** Set by the server around each page (and each island it renders). */
export const PageLanguageContext = createContext<PageLanguage | null>(null);

/** The page's language: the server's for this request, the first HTML's in the browser. */
export function usePageLanguage(): PageLanguage {
  const fromServer = useContext(PageLanguageContext);
  return fromServer ?? (typeof window === 'undefined' ? alone : fromWindow());
}

/** The same outside React, in the browser only (a router's basename, a wiring's address). */
export const browserPageLanguage = (): PageLanguage => fromWindow();

/** A site path (`/events?x=1`) with the page's prefix (`/fr/events?x=1`); any other address as it is. */
export const withBasename = (basename: string, href: string): string =>
  href.startsWith('/') && !href.startsWith('//') ? prefixedPath(basename, href) : href;

/** A path with the page's prefix (`/fr/events`) as the route table knows it (`/events`). */
export function withoutBasename(basename: string, pathname: string): string {
  if (basename === '' || (pathname !== basename && !pathname.startsWith(`${basename}/`))) return pathname;
  return pathname.slice(basename.length) || '/';
}

/** The address of the same page in another language. */
export const pathInLanguage = (path: string, language: SiteLanguage, page: PageLanguage): string =>
  pathIn(path, language, page.languages[0]);
