// The languages the backend writes to guests in (docs/architecture.md#languages): the site's, without its
// pseudo-language. A record keeps the one its guest used; staff mails and pages stay English.
import { venueLanguages } from '@venue/core/i18n/languages';

export const GUEST_LANGUAGES = ['en', 'fr', 'es', 'he'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export const isGuestLanguage = (value: unknown): value is GuestLanguage => (GUEST_LANGUAGES as readonly unknown[]).includes(value);

/** A stored language as the backend writes in; English for a value it does not know. */
export const guestLanguage = (stored: string | null | undefined): GuestLanguage => (isGuestLanguage(stored) ? stored : 'en');

const MAX_HEADER = 256;

/**
 * The site language an Accept-Language header names (the site sends its page's language, `fr`; a browser may send
 * `fr-CA,fr;q=0.9`): the first tag, by quality then order, whose language the backend writes; null when none.
 */
export function guestLanguageOf(header: string | null | undefined): GuestLanguage | null {
  const wishes = (header ?? '')
    .slice(0, MAX_HEADER)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.trim().toLowerCase().split('-', 1)[0], quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((wish) => wish.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return wishes.map((wish) => wish.base).find(isGuestLanguage) ?? null;
}

/** The venue's default language (the first it names), as the backend writes it. */
export const venueDefaultLanguage = (named: readonly string[] | undefined): GuestLanguage => guestLanguage(venueLanguages(named ?? [])[0]);
