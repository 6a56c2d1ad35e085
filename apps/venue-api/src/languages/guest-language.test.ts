import { describe, expect, it } from 'vitest';
import { guestLanguage, guestLanguageOf, venueDefaultLanguage } from './guest-language';

describe('the language of a guest’s call', () => {
  it('is the first language the backend writes among the header’s, by quality then order, a region ignored', () => {
    expect(guestLanguageOf('fr')).toBe('fr');
    expect(guestLanguageOf('es-MX,es;q=0.9')).toBe('es');
    expect(guestLanguageOf('de-DE, he;q=0.8, fr;q=0.9')).toBe('fr');
    expect(guestLanguageOf('HE-il')).toBe('he');
    // The pseudo-language's build is English underneath.
    expect(guestLanguageOf('en-XA')).toBe('en');
  });

  it('is none for no header, a language the backend does not write or a refused one', () => {
    expect(guestLanguageOf(undefined)).toBeNull();
    expect(guestLanguageOf('')).toBeNull();
    expect(guestLanguageOf('de-DE,it;q=0.5')).toBeNull();
    expect(guestLanguageOf('fr;q=0')).toBeNull();
  });

  it('falls back to the venue’s first language, and a stored value the backend does not know to English', () => {
    expect(venueDefaultLanguage(['he', 'en'])).toBe('he');
    expect(venueDefaultLanguage(undefined)).toBe('en');
    expect(guestLanguage('pt')).toBe('en');
    expect(guestLanguage('es')).toBe('es');
  });
});
