// PhonePort over libphonenumber-js with the `min` metadata, the same set react-phone-number-input
// (its default entry) validates with, so the port and the input never disagree about a number.
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { phoneCountriesFor, type PhoneCountries } from '@venue/core/forms/phone-countries';
import type { PhonePort } from '@venue/core/ports/phone.port';

/** The codes of `countries` the input's metadata knows. */
const known = (countries: readonly string[]): CountryCode[] => {
  const all = new Set<string>(getCountries());
  return countries.filter((country): country is CountryCode => all.has(country));
};

/** Props for react-phone-number-input, fresh arrays each call because the component's types want mutable ones. */
export function phoneInputProps(countries: PhoneCountries = phoneCountriesFor(null)) {
  const ignored = known(countries.ignored);
  return {
    countries: getCountries().filter((country) => !ignored.includes(country)),
    // '...' stands for every other country in alphabetical order. No '|' divider: it is an empty <option>,
    // which HTML does not allow (the W3C checker refuses the server-drawn form).
    countryOptionsOrder: [...known(countries.preferred), '...'] as Array<CountryCode | '...'>,
    defaultCountry: known([countries.defaultCountry])[0] ?? 'US',
  };
}

export interface LibphonenumberPhoneOptions {
  /** The venue's phone countries (core's phoneCountriesFor); the brief's when not given. */
  readonly countries?: PhoneCountries;
  /** `null`: international numbers only, whatever the countries' default. */
  readonly defaultCountry?: null;
}

export function createLibphonenumberPhone(options: LibphonenumberPhoneOptions = {}): PhonePort {
  const countries = options.countries ?? phoneCountriesFor(null);
  const defaultCountry = options.defaultCountry === null ? undefined : known([countries.defaultCountry])[0];
  const ignored = known(countries.ignored);

  function toInternational(raw: string): string | null {
    const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
    if (!parsed?.isValid()) return null;
    // A number of a country the input does not offer is invalid here, not merely unlisted: the guest has no
    // way to pick it, so a number pasted with its code must not slip through the port either.
    if (parsed.country !== undefined && ignored.includes(parsed.country)) return null;
    // E.164 has no room for an extension; dropping it silently would store a different number.
    if (parsed.ext !== undefined) return null;
    return parsed.number;
  }

  return {
    toInternational,
    isValid: (raw) => toInternational(raw) !== null,
  };
}
