import { defaultCurrency } from '@venue/core/session/default-currency';
import { useSiteData } from '../head/site-data';
import { useSessionVenue } from './session-venue';

/** The venue's name and currency from the session; the defaults until (or if never) it loads. */
export function useVenue(): {
  readonly name: string | null;
  readonly currency: string;
  readonly address: string | null;
  readonly id: string | null;
} {
  // The server's copy (root loader) until the session has its own, so both render the same first page.
  const site = useSiteData();
  const venue = useSessionVenue() ?? site.venue;
  return {
    name: venue?.name ?? null,
    currency: venue?.general.currency ?? defaultCurrency,
    address: venue?.general.address ?? null,
    id: venue?._id ?? null,
  };
}
