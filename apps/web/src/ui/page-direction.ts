// Which way the page's language reads (docs/decisions.md#right-to-left): the lead sets <html dir> from the same
// language; widgets whose keys or swipes mean "before" and "after" ask here which physical side that is.
import { directionOf, isSiteLanguage, type TextDirection } from '@venue/core/i18n/languages';
import { LANGUAGE } from '~messages/language';

export const PAGE_DIRECTION: TextDirection = isSiteLanguage(LANGUAGE) ? directionOf(LANGUAGE) : 'ltr';

/** The arrow key that goes on (to the next day, picture or step): the right arrow, the left one right to left. */
export const FORWARD_KEY = PAGE_DIRECTION === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
export const BACKWARD_KEY = PAGE_DIRECTION === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
