// The languages the backend writes to guests in (docs/architecture.md#languages): the site's, without its
// pseudo-language. A record keeps the one its guest used; staff mails and pages stay English.
import { acceptedLanguage } from '@venue/core/i18n/accept-language';
import { venueLanguages } from '@venue/core/i18n/languages';

export const GUEST_LANGUAGES = ['en', 'fr', 'es', 'he'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export const isGuestLanguage = (value: unknown): value is GuestLanguage => (GUEST_LANGUAGES as readonly unknown[]).includes(value);

/** A stored language as the backend writes in; English for a value it does not know. */
export const guestLanguage = (stored: string | null | undefined): GuestLanguage => (isGuestLanguage(stored) ? stored : 'en');

/**
 * The site language an Accept-Language header names (the site sends its page's language, `fr`; a browser may send
 * `fr-CA,fr;q=0.9`): the first tag, by quality then order, whose language the backend writes; null when none.
 */
export const guestLanguageOf = (header: string | null | undefined): GuestLanguage | null => acceptedLanguage(header, GUEST_LANGUAGES);

/** The venue's default language (the first it names), as the backend writes it. */
export const venueDefaultLanguage = (named: readonly string[] | undefined): GuestLanguage => guestLanguage(venueLanguages(named ?? [])[0]);
