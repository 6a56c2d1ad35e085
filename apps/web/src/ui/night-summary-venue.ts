// The venue as a night summary shows it (docs/product.md#the-night-summary): the session's copy once it has one, the
// server's (root loader) until then, so the server and the hydrating render draw the same summary; its time zone
// from the site's server when the venue's API names none.
import { nightVenueOf, type NightVenue } from '@venue/core/night/night-summary';
import { useSessionVenue } from '../app/session-venue';
import { venueTimeZone } from '../app/site-settings';
import { useSiteData } from '../head/site-data';

export function useNightVenue(): NightVenue {
  const site = useSiteData();
  const venue = useSessionVenue() ?? site.venue;
  return nightVenueOf(venue, venueTimeZone(venue?.general.timeZone));
}
