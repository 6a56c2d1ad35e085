// The venue's words marked with its language (and its direction when it is not the page's) on a page in another
// language, and nothing marked on its own language's pages.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLanguageContext, type PageLanguage } from '../app/page-language';
import { SocialLinks } from './social-links';
import { useUntranslatedWords, useVenueWords } from './venue-language';
import { VenueText } from './venue-text';

function VenueWords() {
  return createElement('p', useVenueWords(), 'Afro Nights');
}

const onPage = (page: PageLanguage, element: ReturnType<typeof createElement>): string =>
  renderToStaticMarkup(createElement(PageLanguageContext.Provider, { value: page }, element));

describe('useVenueWords', () => {
  it("marks the venue's words with its default language on a page in another language", () => {
    const french = { language: 'fr', languages: ['en', 'fr', 'he'], basename: '/fr' } as const;
    expect(onPage(french, createElement(VenueWords))).toBe('<p lang="en">Afro Nights</p>');
  });

  it('adds their direction where it is not the page’s: a Hebrew venue on an English page, an English one on a Hebrew page', () => {
    const english = { language: 'en', languages: ['he', 'en'], basename: '/en' } as const;
    expect(onPage(english, createElement(VenueWords))).toBe('<p lang="he" dir="rtl">Afro Nights</p>');
    const hebrew = { language: 'he', languages: ['en', 'he'], basename: '/he' } as const;
    expect(onPage(hebrew, createElement(VenueWords))).toBe('<p lang="en" dir="ltr">Afro Nights</p>');
  });

  it('leaves them unmarked on a page in a language the venue writes them in too, as the API answers them in it', () => {
    const french = { language: 'fr', languages: ['en', 'fr', 'he'], contentLanguages: ['en', 'fr'], basename: '/fr' } as const;
    expect(onPage(french, createElement(VenueWords))).toBe('<p>Afro Nights</p>');
    expect(onPage(french, createElement('p', null, 'Reviews of ', createElement(VenueText, null, 'Nuits afro')))).toBe(
      '<p>Reviews of Nuits afro</p>',
    );
    // Hebrew is not among them: the words come in the venue's default language, and say so.
    const hebrew = { language: 'he', languages: ['en', 'fr', 'he'], contentLanguages: ['en', 'fr'], basename: '/he' } as const;
    expect(onPage(hebrew, createElement(VenueWords))).toBe('<p lang="en" dir="ltr">Afro Nights</p>');
  });

  it("keeps a guest's review in the venue's default language on every other page, translated texts or not", () => {
    const Review = () => createElement('p', useUntranslatedWords(), 'Great night');
    const french = { language: 'fr', languages: ['en', 'fr'], contentLanguages: ['en', 'fr'], basename: '/fr' } as const;
    expect(onPage(french, createElement(Review))).toBe('<p lang="en">Great night</p>');
    expect(onPage({ ...french, language: 'en', basename: '' }, createElement(Review))).toBe('<p>Great night</p>');
  });

  it("leaves them unmarked on a page in the venue's default language", () => {
    const english = { language: 'en', languages: ['en', 'fr'], basename: '' } as const;
    expect(onPage(english, createElement(VenueWords))).toBe('<p>Afro Nights</p>');
  });
});

describe('VenueText', () => {
  it("marks the venue's part of a sentence of ours, and adds nothing on the venue's own language's pages", () => {
    const sentence = createElement('p', null, 'Reviews of ', createElement(VenueText, null, 'Afro Nights'));
    const french = { language: 'fr', languages: ['en', 'fr'], basename: '/fr' } as const;
    expect(onPage(french, sentence)).toBe('<p>Reviews of <span lang="en">Afro Nights</span></p>');
    const english = { language: 'en', languages: ['en', 'fr'], basename: '' } as const;
    expect(onPage(english, sentence)).toBe('<p>Reviews of Afro Nights</p>');
  });
});

describe('SocialLinks', () => {
  it("keeps a network's name out of translation, in no language", () => {
    const french = { language: 'fr', languages: ['en', 'fr'], basename: '/fr' } as const;
    const html = onPage(
      french,
      createElement(SocialLinks, { links: [{ label: 'Instagram', href: 'https://instagram.com/v' }], className: undefined }),
    );
    expect(html).toContain('translate="no"');
    expect(html).not.toContain('lang=');
  });
});
