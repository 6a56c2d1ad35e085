// The footer links (docs/product.md#routes-and-navigation), always shown: the menus settings filter the header only.
import type { NavigationPage } from './header-navigation';

export interface FooterLink {
  readonly route: string;
  /** The page by code: the site words it in the guest's language. */
  readonly page: NavigationPage;
}

export const footerLinks: readonly FooterLink[] = [
  { route: '/', page: 'home' },
  { route: '/menus', page: 'menu' },
  { route: '/foodDelivery', page: 'foodDelivery' },
  { route: '/gallery', page: 'gallery' },
  { route: '/reservation', page: 'tableReservation' },
  { route: '/booking', page: 'bookVenue' },
  { route: '/events', page: 'events' },
  { route: '/faq', page: 'faq' },
  { route: '/contact', page: 'contact' },
  { route: '/careers', page: 'careers' },
  { route: '/privacy-policy', page: 'privacyPolicy' },
];
