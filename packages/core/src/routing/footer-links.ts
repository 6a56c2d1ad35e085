// The footer links (docs/product.md#routes-and-navigation), always shown: the menus settings filter the header only.
export interface FooterLink {
  readonly route: string;
  readonly label: string;
}

export const footerLinks: readonly FooterLink[] = [
  { route: '/', label: 'Home' },
  { route: '/menus', label: 'Menu' },
  { route: '/foodDelivery', label: 'Food Delivery' },
  { route: '/gallery', label: 'Gallery' },
  { route: '/reservation', label: 'Table Reservation' },
  { route: '/booking', label: 'Book Venue' },
  { route: '/events', label: 'Events' },
  { route: '/faq', label: 'FAQ' },
  { route: '/contact', label: 'Contact' },
  { route: '/careers', label: 'Careers' },
  { route: '/privacy-policy', label: 'Privacy Policy' },
];
