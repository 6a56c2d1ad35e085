// The header navigation (docs/product.md#routes-and-navigation) and the rule that the venue's menus settings decide what shows.

/** One item of the menus settings call; content/menu-entry.schema.ts decodes it, any title-less item fits too. */
export interface MenuSetting {
  readonly value: string;
  readonly title?: string | null | undefined;
}

/** A page the header or the footer links to, by code: the site words it in the guest's language (docs/architecture.md#languages). */
export type NavigationPage =
  | 'home'
  | 'events'
  | 'menu'
  | 'foodDelivery'
  | 'gallery'
  | 'reservations'
  | 'tableReservation'
  | 'bookVenue'
  | 'buyBottles'
  | 'talents'
  | 'faq'
  | 'contact'
  | 'careers'
  | 'giftCards'
  | 'talentSubmission'
  | 'privacyPolicy';

export interface NavigationEntry {
  readonly route: string;
  readonly page: NavigationPage;
  /** The venue's own title for the entry (menus settings), shown as the venue wrote it instead of the site's words. */
  readonly title?: string;
  /** Shown in the mobile menu only. */
  readonly mobileOnly: boolean;
}

/**
 * In header order. /foodDelivery is a navigation entry only: it is not in the route table, so
 * following it lands on / unless the web app serves it (it does: docs/product.md#food-delivery).
 */
export const headerNavigationEntries: readonly NavigationEntry[] = [
  { route: '/', page: 'home', mobileOnly: false },
  { route: '/events', page: 'events', mobileOnly: false },
  { route: '/menus', page: 'menu', mobileOnly: false },
  { route: '/foodDelivery', page: 'foodDelivery', mobileOnly: false },
  { route: '/gallery', page: 'gallery', mobileOnly: false },
  { route: '/reservation', page: 'reservations', mobileOnly: false },
  { route: '/booking', page: 'bookVenue', mobileOnly: false },
  { route: '/bottles', page: 'buyBottles', mobileOnly: false },
  { route: '/talents', page: 'talents', mobileOnly: false },
  { route: '/faq', page: 'faq', mobileOnly: false },
  { route: '/contact', page: 'contact', mobileOnly: false },
  { route: '/careers', page: 'careers', mobileOnly: false },
  { route: '/gift-cards', page: 'giftCards', mobileOnly: false },
  { route: '/talent-submissions', page: 'talentSubmission', mobileOnly: true },
];

/** "/events", "events" and "/events/" name the same entry; case is ignored. */
export const sameMenuValue = (a: string, b: string): boolean =>
  a
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase() ===
  b
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();

/**
 * The entries to show, in header order: only those the menus settings return (matched by value),
 * each with the returned title when it has one. Mobile-only entries only on mobile.
 */
export function visibleNavigationEntries(
  settings: readonly MenuSetting[],
  options: { readonly mobile: boolean },
  entries: readonly NavigationEntry[] = headerNavigationEntries,
): readonly NavigationEntry[] {
  const shown: NavigationEntry[] = [];
  for (const entry of entries) {
    if (entry.mobileOnly && !options.mobile) continue;
    const setting = settings.find((item) => sameMenuValue(item.value, entry.route));
    if (!setting) continue;
    const title = setting.title?.trim();
    shown.push(title ? { ...entry, title } : entry);
  }
  return shown;
}
