// The header navigation (docs/product.md#routes-and-navigation) and the rule that the venue's menus settings decide what shows.

/** One item of the menus settings call; content/menu-entry.schema.ts decodes it, any title-less item fits too. */
export interface MenuSetting {
  readonly value: string;
  readonly title?: string | null | undefined;
}

export interface NavigationEntry {
  readonly route: string;
  readonly label: string;
  /** Shown in the mobile menu only. */
  readonly mobileOnly: boolean;
}

/**
 * In header order. /foodDelivery is a navigation entry only: it is not in the route table, so
 * following it lands on / unless the web app serves it (it does: docs/product.md#food-delivery).
 */
export const headerNavigationEntries: readonly NavigationEntry[] = [
  { route: '/', label: 'Home', mobileOnly: false },
  { route: '/events', label: 'Events', mobileOnly: false },
  { route: '/menus', label: 'Menu', mobileOnly: false },
  { route: '/foodDelivery', label: 'Food Delivery', mobileOnly: false },
  { route: '/gallery', label: 'Gallery', mobileOnly: false },
  { route: '/reservation', label: 'Reservations', mobileOnly: false },
  { route: '/booking', label: 'Book Venue', mobileOnly: false },
  { route: '/bottles', label: 'Buy Bottles', mobileOnly: false },
  { route: '/talents', label: 'Talents', mobileOnly: false },
  { route: '/faq', label: 'FAQ', mobileOnly: false },
  { route: '/contact', label: 'Contact', mobileOnly: false },
  { route: '/careers', label: 'Careers', mobileOnly: false },
  { route: '/gift-cards', label: 'Gift Cards', mobileOnly: false },
  { route: '/talent-submissions', label: 'Talent Submission', mobileOnly: true },
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
 * each labelled with the returned title when it has one. Mobile-only entries only on mobile.
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
    shown.push(title ? { ...entry, label: title } : entry);
  }
  return shown;
}
