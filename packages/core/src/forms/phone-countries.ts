// Which countries the phone input offers, in which order, and how it reads a number typed without `+`
// (docs/product.md#form-rules). The brief's rule is a venue in the US's: US and GB first, Israel not offered, a
// number without `+` read as American. A venue elsewhere puts its own country first and reads a number
// without `+` as its own; Israel is offered to a venue in Israel, whose guests have Israeli numbers.

export interface PhoneCountries {
  /** Listed first, in this order (ISO 3166-1 alpha-2). */
  readonly preferred: readonly string[];
  /** Not offered, and a number of theirs not taken. */
  readonly ignored: readonly string[];
  /** Whose number a number typed without `+` is. */
  readonly defaultCountry: string;
}

const BRIEF_PREFERRED = ['US', 'GB'];
const BRIEF_IGNORED = ['IL'];

/** The phone input's countries for a venue in `venueCountry` (its address's country), or the brief's when unknown. */
export function phoneCountriesFor(venueCountry: string | null | undefined): PhoneCountries {
  const home = typeof venueCountry === 'string' && /^[A-Z]{2}$/.test(venueCountry) ? venueCountry : null;
  if (home === null) return { preferred: BRIEF_PREFERRED, ignored: BRIEF_IGNORED, defaultCountry: 'US' };
  return {
    preferred: [home, ...BRIEF_PREFERRED.filter((country) => country !== home)],
    ignored: BRIEF_IGNORED.filter((country) => country !== home),
    defaultCountry: home,
  };
}
