// The venue's country as the server drew the page with it (its address's, docs/product.md#form-rules): the phone
// input lists it first and reads a number without `+` as its own. The server gives it to the render and writes
// it into the page for the browser, so both draw the same field.
import { createContext, useContext } from 'react';

/** The global the first HTML's inline script sets. */
export const VENUE_COUNTRY_GLOBAL = '__venueCountry';

const countryOrNull = (value: unknown): string | null => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null);

/** Set by the server around each page (and each island it renders). */
export const VenueCountryContext = createContext<string | null | undefined>(undefined);

/** In the browser, what the page carried, checked; on the server, nothing. */
export function browserVenueCountry(): string | null {
  return typeof window === 'undefined' ? null : countryOrNull((window as unknown as Record<string, unknown>)[VENUE_COUNTRY_GLOBAL]);
}

/** The venue's country: the server's for this request, the first HTML's in the browser. */
export function useVenueCountry(): string | null {
  const fromServer = useContext(VenueCountryContext);
  return fromServer === undefined ? browserVenueCountry() : fromServer;
}
