// The languages the site is written in (docs/product.md#languages). A venue names the ones it wants, the
// first being its default; the site shows only those it has catalogs for. `en-XA` is the pseudo-language
// the tests read pages in: English made longer and accented, so a word left in plain English stands out.

export const SITE_LANGUAGES = ['en', 'fr', 'es', 'he', 'en-XA'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

export type TextDirection = 'ltr' | 'rtl';

const rightToLeft: ReadonlySet<SiteLanguage> = new Set(['he']);

export const directionOf = (language: SiteLanguage): TextDirection => (rightToLeft.has(language) ? 'rtl' : 'ltr');

/** Each language named in itself, as a guest who reads it looks for it in the switcher. */
export const LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  he: 'עברית',
  'en-XA': '[Ëñğļîšĥ]',
};

/** The site's language a tag names (`fr-CA` is `fr`, `en-XA` itself); null for any other. */
export function languageOfTag(tag: string): SiteLanguage | null {
  const trimmed = tag.trim();
  const language = isSiteLanguage(trimmed) ? trimmed : trimmed.toLowerCase().split(/[-_]/, 1)[0];
  return isSiteLanguage(language) ? language : null;
}

/**
 * The venue's languages as the site serves them: the site's languages among those named (in the venue's
 * order, each once, a region dropped: `fr-CA` is `fr`), or English when none of them is one.
 */
export function venueLanguages(named: readonly string[]): readonly [SiteLanguage, ...SiteLanguage[]] {
  const found: SiteLanguage[] = [];
  for (const name of named) {
    const language = languageOfTag(name);
    if (language !== null && !found.includes(language)) found.push(language);
  }
  const [first, ...rest] = found;
  return first === undefined ? [DEFAULT_LANGUAGE] : [first, ...rest];
}
