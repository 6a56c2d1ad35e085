// Twelve upcoming and twelve past events around the seeding day, with ticket types. One upcoming
// event is sold out, one is free entry (no tickets) and one has free tickets on a list, so every
// state of the pages shows. Each regular night falls on its sketch's weekday (so "Hip-Hop Fridays"
// is a Friday whatever the day), a holiday only on its date, and no event on a night the venue is
// closed or has given to a private event (docs/product.md#the-demo-venue).
import { addDays } from '../../shared/calendar';
import type { VenueSeedInput } from '../venue-seed.schema';
import { demoWeek, firstDate, weekDayOfIso, yearDayWithin, type OpenWeek } from './demo-calendar';
import { isHoliday, type EventSketch, type HolidaySketch, type Sketch } from './event-sketch';
import type { MediaCollector } from './media-collector';
import { pastSketches } from './past-event-sketches';
import { upcomingSketches } from './upcoming-event-sketches';

type SeedEvent = VenueSeedInput['events'][number];
type SeedTicket = SeedEvent['tickets'][number];

/** The weeks the regular nights fill, ahead of today and before it: a holiday shows when its date is within them. */
const UPCOMING_DAYS = 28;
const PAST_DAYS = 35;

/** Index (in `upcomingSketches`) of the event whose tickets are all gone. */
const SOLD_OUT_INDEX = 3;

/** What a ticket type is called and says, in the variant's language. */
export interface TicketWords {
  readonly name: string;
  readonly description: string;
  readonly group: string;
}

/** The words and money of a variant's events (demo-variant.ts); the dates and ids are the same for all. */
export interface EventContent {
  readonly upcoming: readonly Sketch[];
  readonly past: readonly Sketch[];
  readonly tickets: {
    readonly early: TicketWords;
    readonly ga: TicketWords;
    readonly vip: TicketWords;
    readonly table: TicketWords;
    readonly list: TicketWords;
  };
  /** Early Bird is `earlyOff` cheaper, at least `earlyMin`; VIP is twice the price plus `vipExtra` (a price with a fraction where the currency has one). */
  readonly pricing: { readonly earlyOff: number; readonly earlyMin: number; readonly vipExtra: number };
  /** The legal drinking age of the place: every room but `allAgesLocation` admits from it. */
  readonly minimumAge: number;
  readonly allAgesLocation: string;
  /** The event page's text: the pitch, the doors, the ages when all are welcome, and exactly one dress code. */
  describe(sketch: EventSketch | HolidaySketch, allAges: boolean): string;
}

function ticketsFor(content: EventContent, eventId: string, price: number, soldOut: boolean, past: boolean): SeedTicket[] {
  const sold = (capacity: number, share: number) => (soldOut || past ? capacity : Math.floor(capacity * share));
  const { early, ga, vip, table } = content.tickets;
  const { earlyOff, earlyMin, vipExtra } = content.pricing;
  return [
    // Early Bird always sells out first: the demo's example of a sold-out ticket type.
    {
      _id: `${eventId}-early`,
      ...early,
      price: Math.max(earlyMin, price - earlyOff),
      guestsPerTicket: 1,
      maxPerOrder: 4,
      capacity: 40,
      sold: 40,
    },
    { _id: `${eventId}-ga`, ...ga, price, guestsPerTicket: 1, maxPerOrder: 10, capacity: 200, sold: sold(200, 0.35) },
    { _id: `${eventId}-vip`, ...vip, price: price * 2 + vipExtra, guestsPerTicket: 1, maxPerOrder: 6, capacity: 50, sold: sold(50, 0.5) },
    { _id: `${eventId}-table`, ...table, price: price * 12, guestsPerTicket: 4, maxPerOrder: 2, capacity: 10, sold: sold(10, 0.3) },
  ];
}

/** A free place on the night's list: an order with nothing to pay (docs/product.md#tickets). */
const freeListTicket = (content: EventContent, eventId: string, capacity: number): SeedTicket => ({
  _id: `${eventId}-list`,
  ...content.tickets.list,
  price: 0,
  guestsPerTicket: 1,
  maxPerOrder: 4,
  capacity,
  sold: 0,
});

function toEvent(
  content: EventContent,
  sketch: EventSketch | HolidaySketch,
  id: string,
  date: string,
  media: MediaCollector,
  options: { soldOut: boolean; past: boolean },
): SeedEvent {
  // One room is for all ages (docs/product.md#the-demo-venue); every other admits from the place's drinking age.
  const allAges = sketch.location === content.allAgesLocation;
  return {
    _id: id,
    name: sketch.name,
    date,
    startTime: sketch.start,
    endTime: sketch.end,
    description: content.describe(sketch, allAges),
    image: media.art('poster', id, sketch.name, sketch.category),
    location: sketch.location,
    category: sketch.category,
    minimumAge: allAges ? null : content.minimumAge,
    talentIds: [...sketch.talentIds],
    tickets:
      sketch.price !== null
        ? ticketsFor(content, id, sketch.price, options.soldOut, options.past)
        : sketch.freeList !== undefined
          ? [freeListTicket(content, id, sketch.freeList)]
          : [],
  };
}

/** The event page's text in English, where the drinking age is `age`. */
export const describeInEnglish =
  (age: number): EventContent['describe'] =>
  (sketch, allAges) =>
    `<p>${sketch.pitch}</p><p>Doors at ${sketch.start}.${allAges ? ` All ages: guests under ${age} come with an adult.` : ''} Dress code: ${sketch.dressCode ?? 'smart casual'}.</p>`;

/** The default demo's events, in English and dollars. */
export const englishEvents: EventContent = {
  upcoming: upcomingSketches,
  past: pastSketches,
  tickets: {
    early: { name: 'Early Bird', description: 'Entry within the first hour after doors open.', group: 'General admission' },
    ga: { name: 'General Admission', description: 'Entry all night.', group: 'General admission' },
    vip: { name: 'VIP', description: 'Fast-lane entry, VIP mezzanine and a welcome drink.', group: 'VIP' },
    table: { name: 'Table for 4', description: 'A reserved table for four guests with a bottle of prosecco.', group: 'Tables' },
    list: { name: 'Guest List', description: 'Free entry before 10:00 PM; your name on the door list.', group: 'Guest list' },
  },
  pricing: { earlyOff: 10, earlyMin: 5, vipExtra: 0.5 },
  minimumAge: 21,
  allAgesLocation: 'Lounge',
  describe: describeInEnglish(21),
};

interface Direction {
  /** The first night a regular sketch of week 0 may take. */
  readonly from: string;
  readonly step: 1 | -1;
  /** The days from `from` a holiday must fall within. */
  readonly days: number;
}

/**
 * The date of each sketch, in order: holidays first (on their date when it is within the weeks and the venue
 * is open then; otherwise their regular night), then each regular night on its weekday in its week, a week on
 * when that night is taken. `taken` holds the nights already given to private events.
 */
function placeSketches(
  sketches: readonly Sketch[],
  direction: Direction,
  taken: ReadonlySet<string>,
  week: OpenWeek,
): { sketch: EventSketch | HolidaySketch; date: string }[] {
  const { isOpenNight } = week;
  const used = new Set(taken);
  const placed = new Map<number, { sketch: EventSketch | HolidaySketch; date: string }>();
  for (const [i, sketch] of sketches.entries()) {
    if (!isHoliday(sketch)) continue;
    const date = yearDayWithin(direction.from, direction.step * direction.days, sketch.on);
    if (date === null || !isOpenNight(date) || used.has(date)) continue;
    placed.set(i, { sketch, date });
    used.add(date);
  }
  for (const [i, entry] of sketches.entries()) {
    if (placed.has(i)) continue;
    const sketch = isHoliday(entry) ? entry.otherwise : entry;
    const weekStart = addDays(direction.from, direction.step * 7 * sketch.week);
    const date = firstDate(weekStart, direction.step, (d) => weekDayOfIso(d) === sketch.weekday && !used.has(d));
    placed.set(i, { sketch, date });
    used.add(date);
  }
  return sketches.map((_, i) => placed.get(i) as { sketch: EventSketch | HolidaySketch; date: string });
}

/** `privateNights`: the nights the venue has given to private events (its blocks), which no public event takes. */
export function demoEvents(
  today: string,
  media: MediaCollector,
  privateNights: ReadonlySet<string>,
  content: EventContent = englishEvents,
  week: OpenWeek = demoWeek,
): { upcoming: SeedEvent[]; past: SeedEvent[] } {
  const upcoming = placeSketches(content.upcoming, { from: today, step: 1, days: UPCOMING_DAYS }, privateNights, week);
  const past = placeSketches(content.past, { from: addDays(today, -1), step: -1, days: PAST_DAYS }, privateNights, week);
  return {
    upcoming: upcoming.map(({ sketch, date }, i) =>
      toEvent(content, sketch, `event-up-${i + 1}`, date, media, { soldOut: i === SOLD_OUT_INDEX, past: false }),
    ),
    past: past.map(({ sketch, date }, i) => toEvent(content, sketch, `event-past-${i + 1}`, date, media, { soldOut: false, past: true })),
  };
}
