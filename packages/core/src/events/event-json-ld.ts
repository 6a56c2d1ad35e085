// schema.org Event structured data for an event page (https://schema.org/Event), as a plain
// object the page serialises into <script type="application/ld+json">.
import type { EventWithTickets } from '../content/event.schema';
import { currencyCode } from '../money/currency-code';
import { eventTimes, isoLocalDateTime } from './event-times';
import { htmlToText } from '../shared/html-text';

export interface EventJsonLdVenue {
  readonly name: string;
  readonly address: string | null;
  /** The site's origin, to make image and page addresses absolute: "https://venue.example". */
  readonly origin: string;
  /** The venue's currency as it sends it ("$"). */
  readonly currency: string;
}

const absolute = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

const price = (cents: number): string => (cents / 100).toFixed(2);

export function eventJsonLd(event: EventWithTickets, venue: EventJsonLdVenue, pagePath: string): Record<string, unknown> {
  const times = eventTimes(event.date, event.startTime, event.endTime);
  const code = currencyCode(venue.currency);
  const url = absolute(venue.origin, pagePath);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: times ? isoLocalDateTime(times.start) : event.date,
    ...(times ? { endDate: isoLocalDateTime(times.end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: htmlToText(event.description),
    image: [absolute(venue.origin, event.image)],
    url,
    location: {
      '@type': 'Place',
      name: `${venue.name}, ${event.location}`,
      ...(venue.address ? { address: venue.address } : {}),
    },
    organizer: { '@type': 'Organization', name: venue.name, url: venue.origin },
    ...(event.minimumAge !== null ? { typicalAgeRange: `${event.minimumAge}-` } : {}),
    ...(event.tickets.length > 0
      ? {
          offers: event.tickets.map((ticket) => ({
            '@type': 'Offer',
            name: ticket.name,
            price: price(ticket.price),
            ...(code ? { priceCurrency: code } : {}),
            availability: ticket.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            url,
          })),
        }
      : { isAccessibleForFree: true }),
  };
}
