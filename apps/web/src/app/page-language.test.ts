import { describe, expect, it } from 'vitest';
import { pageLanguageFromPage, pageLanguageOf, pathInLanguage, withBasename, withContentLanguages, withoutBasename } from './page-language';

// The tests read the English build's catalogs (vitest.config.ts): this build's language is English.
describe('page language', () => {
  it("has no prefix as the venue's default language, and its own as another", () => {
    expect(pageLanguageOf(['en', 'fr'])).toEqual({ language: 'en', languages: ['en', 'fr'], basename: '' });
    expect(pageLanguageOf(['fr', 'en'])).toEqual({ language: 'en', languages: ['fr', 'en'], basename: '/en' });
  });

  it("reads what the page carried, keeping only the site's languages", () => {
    expect(pageLanguageFromPage({ languages: ['he', 'xx', 'en'] })).toEqual({ language: 'en', languages: ['he', 'en'], basename: '/en' });
    expect(pageLanguageFromPage(null)).toEqual({ language: 'en', languages: ['en'], basename: '' });
    expect(pageLanguageFromPage({ languages: 'fr' })).toEqual({ language: 'en', languages: ['en'], basename: '' });
  });

  it('keeps the languages the venue writes its texts in, among its own, when it writes them in more than its default', () => {
    const page = pageLanguageOf(['fr', 'en', 'he']);
    expect(withContentLanguages(page, ['fr', 'en-GB', 'es']).contentLanguages).toEqual(['fr', 'en']);
    expect(withContentLanguages(page, ['fr'])).toEqual(page);
    expect(withContentLanguages(page, undefined)).toEqual(page);
    expect(pageLanguageFromPage({ languages: ['fr', 'en'], contentLanguages: ['fr', 'en', 7] })).toEqual({
      language: 'en',
      languages: ['fr', 'en'],
      basename: '/en',
      contentLanguages: ['fr', 'en'],
    });
  });

  it('adds and removes the prefix on site paths only', () => {
    expect(withBasename('/fr', '/')).toBe('/fr');
    expect(withBasename('/fr', '/?ref=a')).toBe('/fr?ref=a');
    expect(withBasename('/fr', '/events?ref=a#top')).toBe('/fr/events?ref=a#top');
    expect(withBasename('/fr', 'https://maps.example/x')).toBe('https://maps.example/x');
    expect(withBasename('/fr', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(withBasename('', '/events')).toBe('/events');
    expect(withoutBasename('/fr', '/fr')).toBe('/');
    expect(withoutBasename('/fr', '/fr/events')).toBe('/events');
    expect(withoutBasename('/fr', '/french-night')).toBe('/french-night');
  });

  it('writes the same page in another language', () => {
    const page = pageLanguageOf(['fr', 'en', 'he']);
    expect(pathInLanguage('/events?ref=a', 'he', page)).toBe('/he/events?ref=a');
    expect(pathInLanguage('/events', 'fr', page)).toBe('/events');
    expect(pathInLanguage('/', 'en', page)).toBe('/en');
  });
});
