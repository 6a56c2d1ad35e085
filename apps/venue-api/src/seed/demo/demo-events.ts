// Twelve upcoming and twelve past events around the seeding day, with ticket types. One upcoming
// event is sold out, one is free entry (no tickets) and one has free tickets on a list, so every
// state of the pages shows.
import { addDays } from '../../shared/calendar';
import type { VenueSeedInput } from '../venue-seed.schema';
import { upcomingSketches, type EventSketch } from './upcoming-event-sketches';
import type { MediaCollector } from './media-collector';
import { pastSketches } from './past-event-sketches';

type SeedEvent = VenueSeedInput['events'][number];
type SeedTicket = SeedEvent['tickets'][number];

const upcomingOffsets = [0, 2, 4, 6, 7, 9, 13, 14, 16, 20, 23, 27];
const pastOffsets = [-1, -3, -6, -7, -10, -13, -14, -17, -21, -24, -28, -31];

/** Index (in `upcomingSketches`) of the event whose tickets are all gone. */
const SOLD_OUT_INDEX = 3;

function ticketsFor(eventId: string, price: number, soldOut: boolean, past: boolean): SeedTicket[] {
  const sold = (capacity: number, share: number) => (soldOut || past ? capacity : Math.floor(capacity * share));
  return [
    {
      _id: `${eventId}-early`,
      name: 'Early Bird',
      description: 'Entry before 11:00 PM.',
      group: 'General admission',
      price: Math.max(5, price - 10),
      guestsPerTicket: 1,
      maxPerOrder: 4,
      capacity: 40,
      sold: 40,
    },
    {
      _id: `${eventId}-ga`,
      name: 'General Admission',
      description: 'Entry all night.',
      group: 'General admission',
      price,
      guestsPerTicket: 1,
      maxPerOrder: 10,
      capacity: 200,
      sold: sold(200, 0.35),
    },
    {
      _id: `${eventId}-vip`,
      name: 'VIP',
      description: 'Fast-lane entry, VIP mezzanine and a welcome drink.',
      group: 'VIP',
      price: price * 2 + 0.5,
      guestsPerTicket: 1,
      maxPerOrder: 6,
      capacity: 50,
      sold: sold(50, 0.5),
    },
    {
      _id: `${eventId}-table`,
      name: 'Table for 4',
      description: 'A reserved table for four guests with a bottle of prosecco.',
      group: 'Tables',
      price: price * 12,
      guestsPerTicket: 4,
      maxPerOrder: 2,
      capacity: 10,
      sold: sold(10, 0.3),
    },
  ];
}

/** A free place on the night's list: an order with nothing to pay (docs/product.md#tickets). */
const freeListTicket = (eventId: string, capacity: number): SeedTicket => ({
  _id: `${eventId}-list`,
  name: 'Guest List',
  description: 'Free entry before 10:00 PM; your name on the door list.',
  group: 'Guest list',
  price: 0,
  guestsPerTicket: 1,
  maxPerOrder: 4,
  capacity,
  sold: 0,
});

function toEvent(
  sketch: EventSketch,
  id: string,
  date: string,
  media: MediaCollector,
  options: { soldOut: boolean; past: boolean },
): SeedEvent {
  return {
    _id: id,
    name: sketch.name,
    date,
    startTime: sketch.start,
    endTime: sketch.end,
    description: `<p>${sketch.pitch}</p><p>Doors at ${sketch.start}. Valid photo ID required; dress code smart casual.</p>`,
    image: media.art('poster', id, sketch.name, sketch.category),
    location: sketch.location,
    category: sketch.category,
    minimumAge: sketch.location === 'Lounge' ? null : 21,
    talentIds: [...sketch.talentIds],
    tickets:
      sketch.price !== null
        ? ticketsFor(id, sketch.price, options.soldOut, options.past)
        : sketch.freeList !== undefined
          ? [freeListTicket(id, sketch.freeList)]
          : [],
  };
}

export function demoEvents(today: string, media: MediaCollector): { upcoming: SeedEvent[]; past: SeedEvent[] } {
  return {
    upcoming: upcomingSketches.map((s, i) =>
      toEvent(s, `event-up-${i + 1}`, addDays(today, upcomingOffsets[i] ?? i), media, { soldOut: i === SOLD_OUT_INDEX, past: false }),
    ),
    past: pastSketches.map((s, i) =>
      toEvent(s, `event-past-${i + 1}`, addDays(today, pastOffsets[i] ?? -i - 1), media, { soldOut: false, past: true }),
    ),
  };
}
