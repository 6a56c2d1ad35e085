// The language of the venue's own words (event names, descriptions, menus: docs/product.md#languages). The
// venue writes them in its default language and the site shows them as written, so an element holding only
// them is marked with that language: screen readers pronounce it right, browsers do not offer to translate a
// page whose words are the venue's; and with its direction when that differs from the page's, so a Hebrew
// venue's sentence on an English page (or the reverse) keeps its punctuation at its own end. On a page in the
// venue's default language nothing is marked.
import { directionOf, type TextDirection } from '@venue/core/i18n/languages';
import { usePageLanguage } from '../app/page-language';

/** The attributes of an element holding only the venue's words: none when they are the page's language. */
export interface VenueWords {
  readonly lang?: string;
  readonly dir?: TextDirection;
}

const none: VenueWords = {};

export function useVenueWords(): VenueWords {
  const { language, languages } = usePageLanguage();
  const venue = languages[0];
  if (venue === language) return none;
  return directionOf(venue) === directionOf(language) ? { lang: venue } : { lang: venue, dir: directionOf(venue) };
}
