import { describe, expect, it } from 'vitest';
import { directionOf, venueLanguages } from './languages';

describe("the venue's languages", () => {
  it('keeps the languages the site has, in the venue order, each once, a region dropped', () => {
    expect(venueLanguages(['fr-CA', 'de', 'en', 'fr', ' he '])).toEqual(['fr', 'en', 'he']);
    expect(venueLanguages(['EN-gb'])).toEqual(['en']);
  });

  it('is English when the venue names none the site has', () => {
    expect(venueLanguages([])).toEqual(['en']);
    expect(venueLanguages(['de', 'ja'])).toEqual(['en']);
  });

  it('lays Hebrew out right to left and the others left to right', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(['en', 'fr', 'es', 'en-XA'].map((l) => directionOf(l as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
