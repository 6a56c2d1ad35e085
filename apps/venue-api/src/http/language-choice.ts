// The language a guest chose with the site's switcher (docs/product.md#languages): the switcher keeps it in a
// cookie, so `/` stops following the browser's Accept-Language once the guest has said what they want.
import type { SiteLanguage } from '@venue/core/i18n/languages';

/** The cookie's name; apps/web/src/shell/language-switcher.tsx writes it. */
export const LANGUAGE_COOKIE = 'venue_language';

/** The chosen language, when the cookie names one of the venue's. */
export function languageChoiceOf(cookieHeader: string | undefined, languages: readonly SiteLanguage[]): SiteLanguage | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.slice(0, 4096).split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === LANGUAGE_COOKIE) return languages.find((language) => language === value) ?? null;
  }
  return null;
}
