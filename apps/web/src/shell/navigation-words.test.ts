import { describe, expect, it } from 'vitest';
import { footerLinks } from '@venue/core/routing/footer-links';
import { headerNavigationEntries } from '@venue/core/routing/header-navigation';
import { navigationLabel } from './navigation-words';

describe('navigation words (English)', () => {
  it('words the header entries as the site always has', () => {
    expect(headerNavigationEntries.map(navigationLabel)).toEqual([
      'Home',
      'Events',
      'Menu',
      'Food Delivery',
      'Gallery',
      'Reservations',
      'Book Venue',
      'Buy Bottles',
      'Talents',
      'FAQ',
      'Contact',
      'Careers',
      'Gift Cards',
      'Talent Submission',
    ]);
  });

  it('words the footer links as the site always has', () => {
    expect(footerLinks.map(navigationLabel)).toEqual([
      'Home',
      'Menu',
      'Food Delivery',
      'Gallery',
      'Table Reservation',
      'Book Venue',
      'Events',
      'FAQ',
      'Contact',
      'Careers',
      'Privacy Policy',
    ]);
  });

  it('shows the title the venue gave an entry as it wrote it', () => {
    expect(navigationLabel({ page: 'faq', title: 'Questions' })).toBe('Questions');
  });
});
