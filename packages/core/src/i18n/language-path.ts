// The language is in the address (docs/product.md#languages): the venue's default language has no prefix
// (`/events`), every other one its own (`/fr/events`), so each language is a page of its own.
import type { SiteLanguage } from './languages';

export interface PathLanguage {
  readonly language: SiteLanguage;
  /** The path without the language's prefix: what the route table knows. */
  readonly path: string;
  /** The prefix (`/fr`), or '' for the default language. */
  readonly basename: string;
}

/** The language a path is in, among the venue's (the first is the default), and the path without it. */
export function languageOfPath(pathname: string, languages: readonly [SiteLanguage, ...SiteLanguage[]]): PathLanguage {
  const [defaultLanguage, ...others] = languages;
  for (const language of others) {
    const prefix = `/${language}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) || '/', basename: prefix };
    }
  }
  return { language: defaultLanguage, path: pathname, basename: '' };
}

/** The prefix of a language's pages: '' for the default one. */
export const basenameOf = (language: SiteLanguage, defaultLanguage: SiteLanguage): string =>
  language === defaultLanguage ? '' : `/${language}`;

/** A path of the route table (`/events?x=1`) under a prefix: `/fr/events?x=1`, `/fr` for the home page. */
export function prefixedPath(basename: string, path: string): string {
  if (basename === '') return path;
  const home = path === '/' || path.startsWith('/?') || path.startsWith('/#');
  return home ? `${basename}${path.slice(1)}` : `${basename}${path}`;
}

/** A path of the route table in a language. */
export const pathIn = (path: string, language: SiteLanguage, defaultLanguage: SiteLanguage): string =>
  prefixedPath(basenameOf(language, defaultLanguage), path);
