// PhonePort over libphonenumber-js with the `min` metadata, the same set react-phone-number-input
// (its default entry) validates with, so the port and the input never disagree about a number.
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { PhonePort } from '@venue/core/ports/phone.port';

/** The phone input lists these first (docs/product.md#form-rules). */
export const PREFERRED_PHONE_COUNTRIES: ReadonlyArray<CountryCode> = ['US', 'GB'];
/** The phone input does not offer these. */
export const IGNORED_PHONE_COUNTRIES: ReadonlyArray<CountryCode> = ['IL'];
/** Country assumed for a number typed without `+`: the first preferred one, in the input and here alike. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Props for react-phone-number-input, fresh arrays each call because the component's types want mutable ones. */
export function phoneInputProps() {
  return {
    countries: getCountries().filter((country) => !IGNORED_PHONE_COUNTRIES.includes(country)),
    // '...' stands for every other country in alphabetical order. No '|' divider: it is an empty <option>,
    // which HTML does not allow (the W3C checker refuses the server-drawn form).
    countryOptionsOrder: [...PREFERRED_PHONE_COUNTRIES, '...'] as Array<CountryCode | '...'>,
    defaultCountry: DEFAULT_PHONE_COUNTRY,
  };
}

export interface LibphonenumberPhoneOptions {
  /** Country for numbers without `+`; `null` accepts international numbers only. */
  readonly defaultCountry?: CountryCode | null;
}

export function createLibphonenumberPhone(options: LibphonenumberPhoneOptions = {}): PhonePort {
  const defaultCountry = options.defaultCountry === undefined ? DEFAULT_PHONE_COUNTRY : options.defaultCountry;

  function toInternational(raw: string): string | null {
    const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry ?? undefined);
    if (!parsed?.isValid()) return null;
    // An IL number is invalid here, not merely unlisted: the input offers no way to pick IL, so a
    // number the guest pastes with +972 must not slip through the port either.
    if (parsed.country !== undefined && IGNORED_PHONE_COUNTRIES.includes(parsed.country)) return null;
    // E.164 has no room for an extension; dropping it silently would store a different number.
    if (parsed.ext !== undefined) return null;
    return parsed.number;
  }

  return {
    toInternational,
    isValid: (raw) => toInternational(raw) !== null,
  };
}
