// The phone field's country names and its "International" (ZZ): react-phone-number-input's own list in the language
// (docs/architecture.md#languages), read one name at a time so the pseudo-language accents each.
import names from 'react-phone-number-input/locale/en';

/** A country's name by its ISO 3166 code ("ZZ": no country, an international number), or the code if it has none. */
export const countryName = (code: string): string => (names as Readonly<Record<string, string | undefined>>)[code] ?? code;
