// Home page content of the demo venue: sliders, a popup, promotions, reviews, and the nights it has
// blocked for private events. What they say is written from the data (the popup's event and prices, the
// reviewed events' dates), so they cannot disagree with it (docs/product.md#the-demo-venue). The words are
// each variant's (HomeContent); the ids and dates are the same for all.
import { parseIsoDate } from '@venue/core/events/event-times';
import { addDays } from '../../shared/calendar';
import type { VenueSeedInput } from '../venue-seed.schema';
import { demoWeek, firstDate, type OpenWeek } from './demo-calendar';
import type { MediaCollector } from './media-collector';
import { DEMO_VENUE_ID } from './demo-venue-info';

type SeedEvent = VenueSeedInput['events'][number];

interface SliderWords {
  readonly title: string;
  readonly subtitle: string;
  /** The placeholder picture's title and subtitle. */
  readonly art: readonly [string, string];
  readonly buttonLabel: string;
  readonly link: string;
}

interface PromotionWords {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly art: readonly [string, string];
  /** Days from the seeding day the promotion runs from and to. */
  readonly days: readonly [number, number];
  readonly campaign: { readonly title: string; readonly body: string };
}

/** [name, rating, comment] */
type ReviewWords = readonly [string, number, string];

/** A variant's home page words (demo-variant.ts). */
export interface HomeContent {
  /** The language of the words (BCP 47), for the night's name and the campaign pages' `lang`. */
  readonly language: string;
  readonly sliders: readonly SliderWords[];
  readonly popup: {
    /** The night ("Saturday, July 6", from Intl in `language`), the doors (the event's start), what is on sale. */
    content(night: string, doors: string, tickets: string): string;
    readonly free: string;
    readonly soldOut: string;
    ticketsFrom(price: number): string;
    readonly art: readonly [string, string];
    readonly buttonLabel: string;
  };
  readonly promotions: readonly PromotionWords[];
  readonly venueReviews: readonly ReviewWords[];
  /** Two reviews of each reviewed event (the second's rating varies). */
  readonly eventReviews: readonly [ReviewWords, ReviewWords];
  /** Reviews of talent-dj-nova and talent-midnight-echoes. */
  readonly talentReviews: readonly [ReviewWords, ReviewWords];
  /** The blocks' notes: a private party past midnight, a wedding, a corporate evening, maintenance. */
  readonly blockNotes: { readonly party: string; readonly wedding: string; readonly corporate: string; readonly maintenance: string };
}

export const englishHome: HomeContent = {
  language: 'en-US',
  sliders: [
    {
      title: 'Welcome to Velvet Room',
      subtitle: 'Cocktails, DJs and live music in Brooklyn',
      art: ['Velvet Room', 'Brooklyn'],
      buttonLabel: 'See events',
      link: '/events',
    },
    {
      title: 'Bottle service',
      subtitle: 'Your table, your bottles, your night',
      art: ['Bottle Service', 'Reserve your table'],
      buttonLabel: 'Order bottles',
      link: '/bottles',
    },
    {
      title: 'Private events',
      subtitle: 'Birthdays, launches and weddings: the whole venue, any night of the week',
      art: ['Private Events', 'Book the venue'],
      buttonLabel: 'Book the venue',
      link: '/booking',
    },
  ],
  popup: {
    content: (night, doors, tickets) => `<p>Our biggest night of the season: <strong>${night}</strong>, doors at ${doors}. ${tickets}</p>`,
    free: 'Free entry.',
    soldOut: 'Sold out.',
    ticketsFrom: (price) => `Tickets from $${Number.isInteger(price) ? price : price.toFixed(2)}.`,
    art: ['Masquerade', 'Tickets on sale'],
    buttonLabel: 'Get tickets',
  },
  promotions: [
    {
      id: 'promo-happy-hour',
      title: 'Happy Hour: 2 for 1 cocktails',
      summary: 'Every Tuesday to Thursday from 8:00 PM to 10:00 PM, signature cocktails are two for one.',
      art: ['Happy Hour', '2 for 1 cocktails'],
      days: [-10, 50],
      campaign: {
        title: 'Happy Hour',
        body: '<p>Two signature cocktails for the price of one, Tuesday to Thursday, 8 to 10 PM.</p><p>Show this page at the bar.</p>',
      },
    },
    {
      id: 'promo-birthday',
      title: 'Birthday bottle on us',
      summary: 'Celebrate your birthday with bottle service for 6 or more and get a bottle of prosecco free.',
      art: ['Birthday Bottle', 'On the house'],
      days: [-30, 90],
      campaign: {
        title: 'Birthday bottle on us',
        body: '<p>Book bottle service for six guests or more in your birthday week and the prosecco is on us.</p><p><a href="/bottles" target="_top">Book your table</a></p>',
      },
    },
  ],
  venueReviews: [
    ['Jasmine K.', 5, 'Best night out in Brooklyn. The sound system is incredible and the staff made my birthday feel special.'],
    ['Marco D.', 5, 'Bottle service was seamless: our host kept the table perfect all night.'],
    ['Aisha R.', 4, 'Great cocktails and music, a bit crowded after midnight on Saturday.'],
    ['Tom H.', 5, 'The Sunday jazz session is a hidden gem. Lovely atmosphere.'],
    ['Priya S.', 5, 'Booked the rooftop for our company party and everything was flawless.'],
    ['Chris B.', 3, 'Fun night, but the coat check line was long at closing.'],
    ['Elena V.', 4, 'Loved the Afro Nights, DJ Kairo is amazing.'],
    ['Sam O.', 5, 'Friendly door staff, fair prices for the area and an amazing crowd.'],
  ],
  eventReviews: [
    ['Nadia F.', 5, 'What a night, already bought tickets for the next one.'],
    ['Leo M.', 4, 'Great music, the bar queue could be faster.'],
  ],
  talentReviews: [
    ['Ivy P.', 5, 'Nova played the best set I have heard this year.'],
    ['George W.', 5, 'That horn section! Book them for every Friday.'],
  ],
  blockNotes: {
    party: '<p>Private party from 10:00 PM to 2:00 AM: the venue is closed to reservations.</p>',
    wedding: '<p>Closed for a wedding. We look forward to seeing you the night after.</p>',
    corporate: '<p>Early evening reserved for a corporate event; tables are available from 9:00 PM.</p>',
    maintenance: '<p>Closed for maintenance.</p>',
  },
};

export function demoSliders(media: MediaCollector, content: HomeContent = englishHome): VenueSeedInput['sliders'][number][] {
  const slugs = ['slider-welcome', 'slider-bottles', 'slider-private'];
  return content.sliders.map(({ art, ...slider }, i) => ({
    _id: `slider-${i + 1}`,
    ...slider,
    image: media.art('banner', slugs[i] ?? `slider-${i + 1}`, art[0], art[1]),
  }));
}

/** "Saturday, July 6" in the content's language: the event's night as the popup names it. */
function nightName(iso: string, language: string): string {
  const date = parseIsoDate(iso);
  if (date === null) throw new Error(`${iso} is not an ISO date.`);
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return format.format(Date.UTC(date.year, date.month - 1, date.day));
}

/** What the event's tickets still offer: the cheapest type on sale, or that none is left. */
function ticketsLine(event: SeedEvent, words: HomeContent['popup']): string {
  const onSale = event.tickets.filter((t) => (t.sold ?? 0) < t.capacity).map((t) => t.price);
  if (onSale.length === 0) return event.tickets.length === 0 ? words.free : words.soldOut;
  return words.ticketsFrom(Math.min(...onSale));
}

/**
 * The popup announces the season's big night with its date and what is still on sale. `doors` writes the
 * event's start as the variant's guests read a time.
 */
export function demoPopups(
  media: MediaCollector,
  announced: SeedEvent,
  content: HomeContent = englishHome,
  doors: (time: string) => string = (time) => time,
): VenueSeedInput['popups'][number][] {
  const words = content.popup;
  return [
    {
      _id: 'popup-masquerade',
      title: announced.name,
      content: words.content(nightName(announced.date, content.language), doors(announced.startTime), ticketsLine(announced, words)),
      image: media.art('poster', 'popup-masquerade', words.art[0], words.art[1]),
      buttonLabel: words.buttonLabel,
      link: `/event-details/${announced._id}`,
      delaySeconds: 3,
    },
  ];
}

/** A campaign page of its own, in the content's language (right to left for Hebrew and Arabic). */
function campaignPage(language: string, title: string, body: string): string {
  const dir = /^(he|ar|fa|ur)\b/.test(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${title}</title><style>body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#1a1226;color:#f6ecff;text-align:center}main{max-width:640px;margin:0 auto;padding:48px 24px}h1{font-size:2.4rem}a{color:#ffb3f0}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

export function demoPromotions(
  today: string,
  media: MediaCollector,
  content: HomeContent = englishHome,
): VenueSeedInput['promotions'][number][] {
  return content.promotions.map(({ id, title, summary, art, days, campaign }) => ({
    _id: id,
    title,
    summary,
    image: media.art('banner', id, art[0], art[1]),
    validFrom: addDays(today, days[0]),
    validTo: addDays(today, days[1]),
    campaignHtml: campaignPage(content.language, campaign.title, campaign.body),
  }));
}

/** Reviews of the venue, of `reviewedEvents` (each written the day after its night) and of two talents. */
export function demoReviews(
  today: string,
  reviewedEvents: readonly Pick<SeedEvent, '_id' | 'date'>[],
  content: HomeContent = englishHome,
): VenueSeedInput['reviews'][number][] {
  const venue = content.venueReviews.map(([name, rating, comment], i) => ({
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
  const [first, second] = content.eventReviews;
  const events = reviewedEvents.slice(0, 3).flatMap(({ _id: eventId, date }, i) => [
    {
      _id: `review-${eventId}-1`,
      type: 'event' as const,
      targetId: eventId,
      name: first[0],
      rating: first[1],
      comment: first[2],
      date: addDays(date, 1),
      photo: null,
    },
    {
      _id: `review-${eventId}-2`,
      type: 'event' as const,
      targetId: eventId,
      name: second[0],
      rating: second[1] - (i % 2),
      comment: second[2],
      date: addDays(date, 1),
      photo: null,
    },
  ]);
  const [nova, echoes] = content.talentReviews;
  const talents = [
    { _id: 'review-talent-nova-1', targetId: 'talent-dj-nova', words: nova, date: addDays(today, -5) },
    { _id: 'review-talent-echoes-1', targetId: 'talent-midnight-echoes', words: echoes, date: addDays(today, -9) },
  ].map(({ words: [name, rating, comment], ...review }) => ({ ...review, type: 'talent' as const, name, rating, comment, photo: null }));
  return [...venue, ...events, ...talents];
}

/**
 * Blocks on nights the venue opens, about 5, 11 and 18 days ahead (the first such nights from there), so a
 * guest meets them when reserving: a private party past midnight whose next evening is open again, an early
 * corporate event, a wedding over two nights, and one already over.
 */
export function demoBlockDates(
  today: string,
  content: HomeContent = englishHome,
  week: OpenWeek = demoWeek,
): VenueSeedInput['blockDates'][number][] {
  const notes = content.blockNotes;
  const party = week.firstTwoOpenNights(addDays(today, 5));
  const wedding = week.firstTwoOpenNights(addDays(today, 18));
  const corporate = firstDate(addDays(today, 11), 1, week.isOpenNight);
  const maintenance = firstDate(addDays(today, -8), -1, week.isOpenNight);
  return [
    // One period spanning midnight between two dates (10 PM to 2 AM the next morning).
    { _id: 'block-1', dateFrom: party, dateTo: addDays(party, 1), timeFrom: '22:00', timeTo: '02:00', notes: notes.party },
    // Whole nights, several in a row.
    { _id: 'block-2', dateFrom: wedding, dateTo: addDays(wedding, 1), timeFrom: null, timeTo: null, notes: notes.wedding },
    { _id: 'block-3', dateFrom: corporate, dateTo: corporate, timeFrom: '18:00', timeTo: '21:00', notes: notes.corporate },
    // Already over: block-times lists it, getUpBlocks does not.
    { _id: 'block-past', dateFrom: maintenance, dateTo: maintenance, timeFrom: null, timeTo: null, notes: notes.maintenance },
  ];
}
