import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneCountriesFor } from './phone-countries';

describe("the phone input's countries", () => {
  it("are the brief's for a venue in the US or one whose country is unknown", () => {
    const brief = { preferred: ['US', 'GB'], ignored: ['IL'], defaultCountry: 'US' };
    expect(phoneCountriesFor('US')).toEqual(brief);
    expect(phoneCountriesFor(null)).toEqual(brief);
    expect(phoneCountriesFor('usa')).toEqual(brief);
  });

  it("put a venue's own country first, read a number without + as its own, and offer Israel to a venue there", () => {
    expect(phoneCountriesFor('FR')).toEqual({ preferred: ['FR', 'US', 'GB'], ignored: ['IL'], defaultCountry: 'FR' });
    expect(phoneCountriesFor('IL')).toEqual({ preferred: ['IL', 'US', 'GB'], ignored: [], defaultCountry: 'IL' });
    expect(phoneCountriesFor('GB')).toEqual({ preferred: ['GB', 'US'], ignored: ['IL'], defaultCountry: 'GB' });
  });

  it("never ignore the venue's own country, list it first and once, and default to it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}$/), (country) => {
        const countries = phoneCountriesFor(country);
        expect(countries.ignored).not.toContain(country);
        expect(countries.preferred[0]).toBe(country);
        expect(countries.preferred.filter((c) => c === country)).toHaveLength(1);
        expect(countries.defaultCountry).toBe(country);
      }),
    );
  });
});
