import { describe, expect, it } from 'vitest';
import { isWebAddress, venueSocialLinks } from './venue-social-links';

describe('venueSocialLinks', () => {
  it('keeps the web addresses in a fixed order', () => {
    const links = venueSocialLinks({
      currency: 'USD',
      social: { twitter: 'https://x.example/club', facebook: 'club', instagram: 'http://ig.example/club' },
    });
    expect(links).toEqual([
      { label: 'Instagram', href: 'http://ig.example/club' },
      { label: 'Twitter', href: 'https://x.example/club' },
    ]);
  });

  it('has none without a venue', () => {
    expect(venueSocialLinks(undefined)).toEqual([]);
    expect(isWebAddress(null)).toBe(false);
  });
});
