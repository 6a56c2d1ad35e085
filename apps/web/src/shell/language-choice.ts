// A guest's choice of language, kept in a cookie the site's server reads on `/` (apps/venue-api/src/http/language-choice.ts):
// written when they follow a link of the language switcher, on content and flow pages alike.
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';
const COOKIE = 'venue_language';
const A_YEAR_S = 365 * 24 * 3600;

/** Listens once for clicks on the switcher's links. */
export function keepLanguageChoices(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`) : null;
    const language = link?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
    if (language && /^[a-zA-Z-]{2,8}$/.test(language)) document.cookie = `${COOKIE}=${language}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
  });
}
