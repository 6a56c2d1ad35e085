// schema.org Event structured data for an event page (https://schema.org/Event), as a plain
// object the page serialises into <script type="application/ld+json">.
import type { EventWithTickets } from '../content/event.schema';
import { currencyCode } from '../money/currency-code';
import { majorOfMinor, type Minor } from '../money/minor-units';
import { currencyExponent } from '../money/venue-currency';
import { eventTimes, isoLocalDateTime, type LocalDateTime } from './event-times';
import { htmlToText } from '../shared/html-text';
import { instantOf, isoInZone } from '../shared/time-zone';
import { addressJsonLd } from '../seo/postal-address-json-ld';
import type { VenueGeneralInfo } from '../session/venue-general-info.schema';

export interface EventJsonLdVenue {
  readonly name: string;
  /** The venue's address line and, when it has them, its parts. */
  readonly general: Pick<VenueGeneralInfo['general'], 'address' | 'postalAddress'>;
  /** The venue's IANA time zone; null writes local times without an offset (an API that sends none). */
  readonly timeZone: string | null;
  /** The site's origin, to make image and page addresses absolute: "https://venue.example". */
  readonly origin: string;
  /** The venue's currency as venueCurrency gives it ("$", "JPY"): its decimals are the ones prices are counted in. */
  readonly currency: string;
}

const absolute = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

/** schema.org's price: the major unit with the currency's decimals ("1500" yen, "25.00" dollars, "1.500" dinars). */
const price = (amount: Minor, currency: string): string => {
  const exponent = currencyExponent(currency);
  return majorOfMinor(amount, exponent).toFixed(exponent);
};

/** With the offset valid on that date in the venue's zone (DST included): "2030-06-15T22:00:00-04:00". */
const dateTime = (t: LocalDateTime, zone: string | null): string => (zone ? isoInZone(instantOf(t, zone), zone) : isoLocalDateTime(t));

/** `page`: the event page's path, or its absolute address in the page's language. */
export function eventJsonLd(event: EventWithTickets, venue: EventJsonLdVenue, page: string): Record<string, unknown> {
  const times = eventTimes(event.date, event.startTime, event.endTime);
  const code = currencyCode(venue.currency);
  const url = absolute(venue.origin, page);
  const address = addressJsonLd(venue.general);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: times ? dateTime(times.start, venue.timeZone) : event.date,
    ...(times ? { endDate: dateTime(times.end, venue.timeZone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: htmlToText(event.description),
    image: [absolute(venue.origin, event.image)],
    url,
    location: {
      '@type': 'Place',
      name: `${venue.name}, ${event.location}`,
      ...(address ? { address } : {}),
    },
    organizer: { '@type': 'Organization', name: venue.name, url: venue.origin },
    ...(event.minimumAge !== null ? { typicalAgeRange: `${event.minimumAge}-` } : {}),
    ...(event.tickets.length > 0
      ? {
          offers: event.tickets.map((ticket) => ({
            '@type': 'Offer',
            name: ticket.name,
            price: price(ticket.price, venue.currency),
            ...(code ? { priceCurrency: code } : {}),
            availability: ticket.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            url,
          })),
        }
      : { isAccessibleForFree: true }),
  };
}
