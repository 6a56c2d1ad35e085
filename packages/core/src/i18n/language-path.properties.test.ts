import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOfPath, pathIn } from './language-path';
import { SITE_LANGUAGES, type SiteLanguage } from './languages';

const venueLanguages = fc
  .uniqueArray(fc.constantFrom(...SITE_LANGUAGES), { minLength: 1, maxLength: SITE_LANGUAGES.length })
  .map((list) => list as unknown as readonly [SiteLanguage, ...SiteLanguage[]]);
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const routePath = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);

describe('the language in the address', () => {
  it("reads back the language and the route's path of any page written in any of the venue's languages", () => {
    fc.assert(
      fc.property(venueLanguages, routePath, fc.nat(), (languages, path, pick) => {
        const language = languages[pick % languages.length] as SiteLanguage;
        // A route path that starts like a language's prefix would be read as that language: the route table has none.
        fc.pre(!SITE_LANGUAGES.some((l) => path === `/${l}` || path.startsWith(`/${l}/`)));
        const written = pathIn(path, language, languages[0]);
        expect(languageOfPath(written, languages)).toEqual({
          language,
          path,
          basename: language === languages[0] ? '' : `/${language}`,
        });
      }),
    );
  });

  it('gives the default language no prefix and a language the venue does not speak none either', () => {
    expect(languageOfPath('/events', ['fr', 'en'])).toEqual({ language: 'fr', path: '/events', basename: '' });
    expect(languageOfPath('/he/events', ['fr', 'en'])).toEqual({ language: 'fr', path: '/he/events', basename: '' });
    expect(languageOfPath('/en', ['fr', 'en'])).toEqual({ language: 'en', path: '/', basename: '/en' });
    expect(languageOfPath('/english-night', ['fr', 'en'])).toEqual({ language: 'fr', path: '/english-night', basename: '' });
    expect(pathIn('/?ref=a', 'en', 'fr')).toBe('/en?ref=a');
  });
});
