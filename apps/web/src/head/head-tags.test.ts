import { describe, expect, it } from 'vitest';
import { headTags, jsonForScript, NO_ICON } from './head-tags';
import type { SiteData } from './site-data';
import type { PageLanguage } from '../app/page-language';

const english: PageLanguage = { language: 'en', languages: ['en'], basename: '' };

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
      english,
    );
    expect(tags.title).toBe('Afro Nights · Velvet Room');
    expect(tags.canonical).toBe('https://venue.example/event-details/a');
    expect(tags.metas).toContainEqual({ key: 'property', id: 'og:image', content: 'https://venue.example/venue-api/media/a.svg/card.png' });
    expect(tags.metas).toContainEqual({ key: 'name', id: 'twitter:card', content: 'summary_large_image' });
    expect(tags.metas).toContainEqual({ key: 'name', id: 'description', content: 'All night long.' });
  });

  const og = (metas: ReturnType<typeof headTags>['metas']) =>
    Object.fromEntries(metas.filter((m) => m.id.startsWith('og:image') || m.id.startsWith('twitter:image')).map((m) => [m.id, m.content]));
  const withLogo = { ...site, settings: { header: { image: '/venue-api/media/logo.svg' } } } as unknown as SiteData;

  it("shares an SVG as the API's 1200x630 PNG card, with its size and alt", () => {
    expect(og(headTags({ title: 'Afro Nights', image: '/venue-api/media/a.svg' }, site, '/e', english).metas)).toEqual({
      'og:image': 'https://venue.example/venue-api/media/a.svg/card.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/png',
      'og:image:alt': 'Afro Nights',
      'twitter:image': 'https://venue.example/venue-api/media/a.svg/card.png',
      'twitter:image:alt': 'Afro Nights',
    });
  });

  it('shares a picture the backend took in as its 1200x630 JPEG card, on any base', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    for (const [image, card] of [
      [`/venue-api/pictures/${hash}/1920.jpg#th=1QcSHQRnh493V4dIh4eXh1h4kJUI`, `https://venue.example/venue-api/pictures/${hash}/card.jpg`],
      [`https://api.venue.example/venue-api/pictures/${hash}/828.jpg`, `https://api.venue.example/venue-api/pictures/${hash}/card.jpg`],
    ] as const) {
      expect(og(headTags({ title: 'Afro Nights', image }, site, '/e', english).metas)).toEqual({
        'og:image': card,
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:type': 'image/jpeg',
        'og:image:alt': 'Afro Nights',
        'twitter:image': card,
        'twitter:image:alt': 'Afro Nights',
      });
    }
  });

  it("shares a raster picture as it is, and the venue's logo card where a page has no picture a preview can show", () => {
    const raster = og(headTags({ image: 'https://cdn.example/night.jpg', imageAlt: 'The dance floor' }, site, '/', english).metas);
    expect(raster).toEqual({
      'og:image': 'https://cdn.example/night.jpg',
      'og:image:alt': 'The dance floor',
      'twitter:image': 'https://cdn.example/night.jpg',
      'twitter:image:alt': 'The dance floor',
    });
    for (const page of [{}, { image: 'https://cdn.example/poster.svg' }]) {
      expect(og(headTags(page, withLogo, '/events', english).metas)).toMatchObject({
        'og:image': 'https://venue.example/venue-api/media/logo.svg/card.png',
        'og:image:width': '1200',
        'og:image:alt': 'Velvet Room',
      });
    }
  });

  it("names the venue's logo as the tab's icon, and no icon (no request) without one", () => {
    expect(headTags({}, site, '/', english).icon).toBe(NO_ICON);
    expect(headTags({}, withLogo, '/', english).icon).toBe('/venue-api/media/logo.svg');
  });

  it('lets the stored SEO settings name the site', () => {
    expect(headTags({}, site, '/', english, { title: 'Velvet Room | Brooklyn', description: 'Cocktails.' }).title).toBe(
      'Velvet Room | Brooklyn',
    );
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it("names the page in each of the venue's languages, the default as x-default, and its own address as canonical", () => {
    const french: PageLanguage = { language: 'fr', languages: ['en', 'fr', 'he'], basename: '/fr' };
    const tags = headTags({}, site, '/events', french);
    expect(tags.canonical).toBe('https://venue.example/fr/events');
    expect(tags.alternates).toEqual([
      { hreflang: 'en', href: 'https://venue.example/events' },
      { hreflang: 'fr', href: 'https://venue.example/fr/events' },
      { hreflang: 'he', href: 'https://venue.example/he/events' },
      { hreflang: 'x-default', href: 'https://venue.example/events' },
    ]);
    expect(headTags({}, site, '/events', english).alternates).toEqual([]);
  });
});
