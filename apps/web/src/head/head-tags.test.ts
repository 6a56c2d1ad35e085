import { describe, expect, it } from 'vitest';
import { headTags, jsonForScript, NO_ICON } from './head-tags';
import type { SiteData } from './site-data';

const site: SiteData = {
  origin: 'https://venue.example',
  venue: { name: 'Velvet Room', general: { currency: '$' } },
  settings: null,
};

describe('head tags', () => {
  it('names the page before the site and makes addresses absolute', () => {
    const tags = headTags(
      { title: 'Afro Nights', description: 'All night long.', image: '/venue-api/media/a.svg' },
      site,
      '/event-details/a',
    );
    expect(tags.title).toBe('Afro Nights · Velvet Room');
    expect(tags.canonical).toBe('https://venue.example/event-details/a');
    expect(tags.metas).toContainEqual({ key: 'property', id: 'og:image', content: 'https://venue.example/venue-api/media/a.svg' });
    expect(tags.metas).toContainEqual({ key: 'name', id: 'twitter:card', content: 'summary_large_image' });
    expect(tags.metas).toContainEqual({ key: 'name', id: 'description', content: 'All night long.' });
  });

  it("names the venue's logo as the tab's icon, and no icon (no request) without one", () => {
    expect(headTags({}, site, '/').icon).toBe(NO_ICON);
    const withLogo = { ...site, settings: { header: { image: '/venue-api/media/logo.svg' } } } as unknown as SiteData;
    expect(headTags({}, withLogo, '/').icon).toBe('/venue-api/media/logo.svg');
  });

  it('lets the stored SEO settings name the site', () => {
    expect(headTags({}, site, '/', { title: 'Velvet Room | Brooklyn', description: 'Cocktails.' }).title).toBe('Velvet Room | Brooklyn');
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
