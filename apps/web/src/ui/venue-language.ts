// The language of the venue's own words (event names, descriptions, menus: docs/product.md#languages). The
// venue writes them in its default language, and perhaps in others too (the page's `contentLanguages`): the API
// answers them in the page's language when the venue writes that one, else in the default. The site shows them as
// written, so an element holding only them is marked with the language they are in: screen readers pronounce it
// right, browsers do not offer to translate a page whose words are the venue's; and with its direction when that
// differs from the page's, so a Hebrew venue's sentence on an English page (or the reverse) keeps its punctuation at
// its own end. Words in the page's own language are marked by the page itself (`<html lang>`): nothing more. A
// guest's review is nobody's to translate: it keeps the venue's default language on every page.
import { directionOf, type SiteLanguage, type TextDirection } from '@venue/core/i18n/languages';
import { usePageLanguage } from '../app/page-language';

/** The attributes of an element holding only the venue's words: none when they are the page's language. */
export interface VenueWords {
  readonly lang?: string;
  readonly dir?: TextDirection;
}

const none: VenueWords = {};

function marks(language: SiteLanguage, words: SiteLanguage): VenueWords {
  if (words === language) return none;
  return directionOf(words) === directionOf(language) ? { lang: words } : { lang: words, dir: directionOf(words) };
}

/** The venue's texts as the API answers them: in the page's language where the venue writes its texts in it. */
export function useVenueWords(): VenueWords {
  const { language, languages, contentLanguages } = usePageLanguage();
  return marks(language, contentLanguages?.includes(language) ? language : languages[0]);
}

/** Words no one translates, taken to be in the venue's default language on every page: its guests' reviews. */
export function useUntranslatedWords(): VenueWords {
  const { language, languages } = usePageLanguage();
  return marks(language, languages[0]);
}
