// schema.org NightClub structured data for the home page (https://schema.org/NightClub): name,
// address (a PostalAddress when the venue gives its parts), telephone, opening hours and, when the
// venue's map link holds coordinates, geo.
import type { VenueGeneralInfo } from '../session/venue-general-info.schema';
import { addressJsonLd } from './postal-address-json-ld';
import { hoursOf, weekDays } from '../session/venue-hours';

/** "9:00 PM" or "21:00" as "21:00"; null when unreadable. */
export function time24(text: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half === 'PM' && hours < 12) hours += 12;
  if (half === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Coordinates in a maps link (`@40.7,-73.9` or `query=40.7,-73.9`), or null. */
export function coordinatesIn(link: string | null | undefined): { readonly latitude: number; readonly longitude: number } | null {
  const match = /(?:@|[?&](?:q|query|ll)=)(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/.exec(link ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** `unnamed`: what the page calls a venue the API gave no name, in the page's language. */
export function nightClubJsonLd(venue: VenueGeneralInfo, origin: string, image: string | null, unnamed: string): Record<string, unknown> {
  const openingHours = weekDays.flatMap((day) => {
    const { dayOff, from, to } = hoursOf(venue.hours, day);
    const opens = from ? time24(from) : null;
    const closes = to ? time24(to) : null;
    if (dayOff || !opens || !closes) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes }];
  });
  const address = addressJsonLd(venue.general);
  const telephone = venue.general.phone?.trim();
  const geo = coordinatesIn(venue.general.mapLink);
  const social = [venue.general.social?.facebook, venue.general.social?.instagram, venue.general.social?.twitter].filter(
    (link): link is string => typeof link === 'string' && /^https?:\/\//.test(link),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'NightClub',
    name: venue.name ?? unnamed,
    url: `${origin}/`,
    ...(image ? { image } : {}),
    ...(address ? { address } : {}),
    ...(telephone ? { telephone } : {}),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', ...geo } } : {}),
    ...(venue.general.mapLink ? { hasMap: venue.general.mapLink } : {}),
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
}
