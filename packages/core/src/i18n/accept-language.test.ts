import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language';

describe("the guest's browser languages", () => {
  it('picks the first wish the venue speaks, by quality then order, a region matching its language', () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8', ['en', 'fr'])).toBe('fr');
    expect(preferredLanguage('de-DE,de;q=0.9,he;q=0.5,en;q=0.4', ['en', 'fr', 'he'])).toBe('he');
    expect(preferredLanguage('en;q=0.2,es;q=0.9', ['en', 'es'])).toBe('es');
    expect(preferredLanguage('es, fr', ['en', 'fr', 'es'])).toBe('es');
    expect(preferredLanguage('fr;q=0', ['en', 'fr'])).toBe('en');
  });

  it('picks among any languages given: the venue’s texts in the best language it writes them in', () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8', ['he', 'en'])).toBe('en');
    expect(preferredLanguage('fr', ['he', 'en'])).toBe('he');
  });

  it("falls back to the venue's default for no header, nothing it speaks, or nonsense", () => {
    expect(preferredLanguage(undefined, ['fr', 'en'])).toBe('fr');
    expect(preferredLanguage('', ['fr', 'en'])).toBe('fr');
    expect(preferredLanguage('de,ja', ['fr', 'en'])).toBe('fr');
    expect(preferredLanguage(';;,q=,*', ['fr', 'en'])).toBe('fr');
  });

  it("always answers one of the venue's languages, whatever the header", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        expect(['he', 'es']).toContain(preferredLanguage(header, ['he', 'es']));
      }),
    );
  });
});
