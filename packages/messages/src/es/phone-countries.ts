import names from 'react-phone-number-input/locale/es';

/** A country's name by its ISO 3166 code ("ZZ": no country, an international number), or the code if it has none. */
export const countryName = (code: string): string => (names as Readonly<Record<string, string | undefined>>)[code] ?? code;
