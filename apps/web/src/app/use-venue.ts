import { venueCurrency } from '@venue/core/money/venue-currency';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { useSiteData } from '../head/site-data';
import { useSessionVenue } from './session-venue';
import { siteSettings, venueTimeZone } from './site-settings';

/** The venue's name, currency and intro texts from the session; the defaults until (or if never) it loads. */
export function useVenue(): {
  readonly name: string | null;
  /** The venue's currency as formatMoney takes it: its symbol, or its ISO code when the symbol says another (core's venueCurrency). */
  readonly currency: string;
  readonly address: string | null;
  /** The venue's IANA time zone, null when neither its API nor the site's server names one. */
  readonly timeZone: string | null;
  readonly id: string | null;
  readonly intro: VenueGeneralInfo['intro'] | null;
} {
  // The server's copy (root loader) until the session has its own, so both render the same first page.
  const site = useSiteData();
  const venue = useSessionVenue() ?? site.venue;
  return {
    name: venue?.name ?? null,
    currency: venueCurrency(venue?.general, siteSettings().currencyCode),
    address: venue?.general.address ?? null,
    timeZone: venueTimeZone(venue?.general.timeZone),
    id: venue?._id ?? null,
    intro: venue?.intro ?? null,
  };
}
