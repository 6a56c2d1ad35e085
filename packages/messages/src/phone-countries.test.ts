import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import * as en from './en/phone-countries';
import * as es from './es/phone-countries';
import * as fr from './fr/phone-countries';
import * as he from './he/phone-countries';

describe('the phone field country names', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
    ['he', he],
  ])('%s names every country the phone input knows, and no country', (_, catalog) => {
    for (const code of [...getCountries(), 'ZZ']) expect(catalog.countryName(code), code).not.toBe(code);
  });

  it('names them in the language, keeping the names the site showed in English', () => {
    expect([en.countryName('FR'), en.countryName('ZZ')]).toEqual(['France', 'International']);
    expect(fr.countryName('DE')).toBe('Allemagne');
    expect(es.countryName('DE')).toBe('Alemania');
    expect(he.countryName('IL')).toBe('ישראל');
    expect(en.countryName('XX')).toBe('XX');
  });
});
