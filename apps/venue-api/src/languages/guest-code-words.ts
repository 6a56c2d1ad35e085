// The words the venue writes on a guest code it issues, in the order's language (docs/product.md#codes-for-guests):
// the `guest-code` catalog's open place, nameless buyer and labels. Every language's, to recognise them on codes
// issued in another language or before the codes were worded in the order's.
import type { UnnamedGuestWording } from '@venue/core/guest-codes/guest-code-names';
import * as en from '@venue/messages/en/guest-code';
import * as es from '@venue/messages/es/guest-code';
import * as fr from '@venue/messages/fr/guest-code';
import * as he from '@venue/messages/he/guest-code';
import { GUEST_LANGUAGES, guestLanguage, type GuestLanguage } from './guest-language';

export interface GuestCodeWords {
  readonly unnamedGuest: UnnamedGuestWording;
  readonly guestWithoutName: string;
  readonly ticketLabel: string;
  readonly tableLabel: string;
  readonly coatCheckLabel: string;
}

const catalogs: Readonly<Record<GuestLanguage, GuestCodeWords>> = { en, fr, es, he };

export const guestCodeWordsIn = (language: string): GuestCodeWords => catalogs[guestLanguage(language)];

/** Each language's words, English first. */
export const everyGuestCodeWords: readonly GuestCodeWords[] = GUEST_LANGUAGES.map((language) => catalogs[language]);
