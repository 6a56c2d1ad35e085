// Home page content of the demo venue: sliders, a popup, promotions, reviews, and the nights it has
// blocked for private events. What they say is written from the data (the popup's event and prices, the
// reviewed events' dates), so they cannot disagree with it (docs/product.md#the-demo-venue).
import { dayLabel } from '@venue/core/booking/booking-calendar';
import { parseIsoDate } from '@venue/core/events/event-times';
import { addDays } from '../../shared/calendar';
import type { VenueSeedInput } from '../venue-seed.schema';
import { firstDate, firstTwoOpenNights, isOpenNight } from './demo-calendar';
import type { MediaCollector } from './media-collector';
import { DEMO_VENUE_ID } from './demo-venue-info';

type SeedEvent = VenueSeedInput['events'][number];

export function demoSliders(media: MediaCollector): VenueSeedInput['sliders'][number][] {
  return [
    {
      _id: 'slider-1',
      title: 'Welcome to Velvet Room',
      subtitle: 'Cocktails, DJs and live music in Brooklyn',
      image: media.art('banner', 'slider-welcome', 'Velvet Room', 'Brooklyn'),
      buttonLabel: 'See events',
      link: '/events',
    },
    {
      _id: 'slider-2',
      title: 'Bottle service',
      subtitle: 'Your table, your bottles, your night',
      image: media.art('banner', 'slider-bottles', 'Bottle Service', 'Reserve your table'),
      buttonLabel: 'Order bottles',
      link: '/bottles',
    },
    {
      _id: 'slider-3',
      title: 'Private events',
      subtitle: 'Birthdays, launches and weddings: the whole venue, any night of the week',
      image: media.art('banner', 'slider-private', 'Private Events', 'Book the venue'),
      buttonLabel: 'Book the venue',
      link: '/booking',
    },
  ];
}

/** "Saturday, July 6": the event's night as the popup names it. */
function nightName(iso: string): string {
  const date = parseIsoDate(iso);
  if (date === null) throw new Error(`${iso} is not an ISO date.`);
  return dayLabel(date).replace(/, \d{4}$/, '');
}

/** What the event's tickets still offer: the cheapest type on sale, or that none is left. */
function ticketsLine(event: SeedEvent): string {
  const onSale = event.tickets.filter((t) => (t.sold ?? 0) < t.capacity).map((t) => t.price);
  if (onSale.length === 0) return event.tickets.length === 0 ? 'Free entry.' : 'Sold out.';
  const from = Math.min(...onSale);
  return `Tickets from $${Number.isInteger(from) ? from : from.toFixed(2)}.`;
}

/** The popup announces the season's big night with its date and what is still on sale. */
export function demoPopups(media: MediaCollector, announced: SeedEvent): VenueSeedInput['popups'][number][] {
  return [
    {
      _id: 'popup-masquerade',
      title: announced.name,
      content: `<p>Our biggest night of the season: <strong>${nightName(announced.date)}</strong>, doors at ${announced.startTime}. ${ticketsLine(announced)}</p>`,
      image: media.art('poster', 'popup-masquerade', 'Masquerade', 'Tickets on sale'),
      buttonLabel: 'Get tickets',
      link: `/event-details/${announced._id}`,
      delaySeconds: 3,
    },
  ];
}

export function demoPromotions(today: string, media: MediaCollector): VenueSeedInput['promotions'][number][] {
  const campaign = (title: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#1a1226;color:#f6ecff;text-align:center}main{max-width:640px;margin:0 auto;padding:48px 24px}h1{font-size:2.4rem}a{color:#ffb3f0}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  return [
    {
      _id: 'promo-happy-hour',
      title: 'Happy Hour: 2 for 1 cocktails',
      summary: 'Every Tuesday to Thursday from 8:00 PM to 10:00 PM, signature cocktails are two for one.',
      image: media.art('banner', 'promo-happy-hour', 'Happy Hour', '2 for 1 cocktails'),
      validFrom: addDays(today, -10),
      validTo: addDays(today, 50),
      campaignHtml: campaign(
        'Happy Hour',
        '<p>Two signature cocktails for the price of one, Tuesday to Thursday, 8 to 10 PM.</p><p>Show this page at the bar.</p>',
      ),
    },
    {
      _id: 'promo-birthday',
      title: 'Birthday bottle on us',
      summary: 'Celebrate your birthday with bottle service for 6 or more and get a bottle of prosecco free.',
      image: media.art('banner', 'promo-birthday', 'Birthday Bottle', 'On the house'),
      validFrom: addDays(today, -30),
      validTo: addDays(today, 90),
      campaignHtml: campaign(
        'Birthday bottle on us',
        '<p>Book bottle service for six guests or more in your birthday week and the prosecco is on us.</p><p><a href="/bottles" target="_top">Book your table</a></p>',
      ),
    },
  ];
}

const venueReviews: ReadonlyArray<[string, number, string]> = [
  ['Jasmine K.', 5, 'Best night out in Brooklyn. The sound system is incredible and the staff made my birthday feel special.'],
  ['Marco D.', 5, 'Bottle service was seamless: our host kept the table perfect all night.'],
  ['Aisha R.', 4, 'Great cocktails and music, a bit crowded after midnight on Saturday.'],
  ['Tom H.', 5, 'The Sunday jazz session is a hidden gem. Lovely atmosphere.'],
  ['Priya S.', 5, 'Booked the rooftop for our company party and everything was flawless.'],
  ['Chris B.', 3, 'Fun night, but the coat check line was long at closing.'],
  ['Elena V.', 4, 'Loved the Afro Nights, DJ Kairo is amazing.'],
  ['Sam O.', 5, 'Friendly door staff, fair prices for the area and an amazing crowd.'],
];

/** Reviews of the venue, of `reviewedEvents` (each written the day after its night) and of two talents. */
export function demoReviews(
  today: string,
  reviewedEvents: readonly Pick<SeedEvent, '_id' | 'date'>[],
): VenueSeedInput['reviews'][number][] {
  const venue = venueReviews.map(([name, rating, comment], i) => ({
    _id: `review-venue-${i + 1}`,
    type: 'venue' as const,
    targetId: DEMO_VENUE_ID,
    name,
    rating,
    comment,
    date: addDays(today, -2 - i * 4),
    photo: null,
    featured: rating >= 4,
  }));
  const events = reviewedEvents.slice(0, 3).flatMap(({ _id: eventId, date }, i) => [
    {
      _id: `review-${eventId}-1`,
      type: 'event' as const,
      targetId: eventId,
      name: 'Nadia F.',
      rating: 5,
      comment: 'What a night, already bought tickets for the next one.',
      date: addDays(date, 1),
      photo: null,
    },
    {
      _id: `review-${eventId}-2`,
      type: 'event' as const,
      targetId: eventId,
      name: 'Leo M.',
      rating: 4 - (i % 2),
      comment: 'Great music, the bar queue could be faster.',
      date: addDays(date, 1),
      photo: null,
    },
  ]);
  const talents = [
    {
      _id: 'review-talent-nova-1',
      type: 'talent' as const,
      targetId: 'talent-dj-nova',
      name: 'Ivy P.',
      rating: 5,
      comment: 'Nova played the best set I have heard this year.',
      date: addDays(today, -5),
      photo: null,
    },
    {
      _id: 'review-talent-echoes-1',
      type: 'talent' as const,
      targetId: 'talent-midnight-echoes',
      name: 'George W.',
      rating: 5,
      comment: 'That horn section! Book them for every Friday.',
      date: addDays(today, -9),
      photo: null,
    },
  ];
  return [...venue, ...events, ...talents];
}

/**
 * Blocks on nights the venue opens, about 5, 11 and 18 days ahead (the first such nights from there), so a
 * guest meets them when reserving: a private party past midnight whose next evening is open again, an early
 * corporate event, a wedding over two nights, and one already over.
 */
export function demoBlockDates(today: string): VenueSeedInput['blockDates'][number][] {
  const party = firstTwoOpenNights(addDays(today, 5));
  const wedding = firstTwoOpenNights(addDays(today, 18));
  const corporate = firstDate(addDays(today, 11), 1, isOpenNight);
  const maintenance = firstDate(addDays(today, -8), -1, isOpenNight);
  return [
    // One period spanning midnight between two dates (10 PM to 2 AM the next morning).
    {
      _id: 'block-1',
      dateFrom: party,
      dateTo: addDays(party, 1),
      timeFrom: '22:00',
      timeTo: '02:00',
      notes: '<p>Private party from 10:00 PM to 2:00 AM: the venue is closed to reservations.</p>',
    },
    // Whole nights, several in a row.
    {
      _id: 'block-2',
      dateFrom: wedding,
      dateTo: addDays(wedding, 1),
      timeFrom: null,
      timeTo: null,
      notes: '<p>Closed for a wedding. We look forward to seeing you the night after.</p>',
    },
    {
      _id: 'block-3',
      dateFrom: corporate,
      dateTo: corporate,
      timeFrom: '18:00',
      timeTo: '21:00',
      notes: '<p>Early evening reserved for a corporate event; tables are available from 9:00 PM.</p>',
    },
    // Already over: block-times lists it, getUpBlocks does not.
    {
      _id: 'block-past',
      dateFrom: maintenance,
      dateTo: maintenance,
      timeFrom: null,
      timeTo: null,
      notes: '<p>Closed for maintenance.</p>',
    },
  ];
}
