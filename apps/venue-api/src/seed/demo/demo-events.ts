// Twelve upcoming and twelve past events around the seeding day, with ticket types. One upcoming
// event is sold out and one is free entry (no tickets), so every state of the pages shows.
import { addDays } from '../../shared/calendar';
import type { VenueSeedInput } from '../venue-seed.schema';
import type { MediaCollector } from './media-collector';

type SeedEvent = VenueSeedInput['events'][number];
type SeedTicket = SeedEvent['tickets'][number];

interface EventSketch {
  readonly name: string;
  readonly category: string;
  readonly location: string;
  readonly start: string;
  readonly end: string;
  readonly talentIds: readonly string[];
  readonly pitch: string;
  /** Base price of general admission; null means free entry, no tickets sold online. */
  readonly price: number | null;
}

const upcoming: readonly EventSketch[] = [
  {
    name: 'Deep Nights with DJ Nova',
    category: 'House',
    location: 'Main Room',
    start: '10:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-dj-nova'],
    pitch: 'Six hours of deep and melodic house from our resident.',
    price: 25,
  },
  {
    name: 'Afro Nights',
    category: 'Afrobeats',
    location: 'Main Room',
    start: '10:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-kairo'],
    pitch: 'Afrobeats, amapiano and dancehall all night long.',
    price: 30,
  },
  {
    name: 'Sunday Jazz Session',
    category: 'Live jazz',
    location: 'Lounge',
    start: '7:00 PM',
    end: '11:00 PM',
    talentIds: ['talent-lila-moreno'],
    pitch: 'Standards and bossa nova by candlelight.',
    price: null,
  },
  {
    name: 'Soul Train Revival',
    category: 'Soul & funk',
    location: 'Main Room',
    start: '9:00 PM',
    end: '2:00 AM',
    talentIds: ['talent-midnight-echoes'],
    pitch: 'A seven-piece band playing the soul and funk classics.',
    price: 35,
  },
  {
    name: 'Hip-Hop Fridays',
    category: 'Hip-hop',
    location: 'Main Room',
    start: '10:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-rhyme-theory', 'talent-kairo'],
    pitch: 'Throwbacks and new heat, hosted by MC Rhyme Theory.',
    price: 20,
  },
  {
    name: 'Sax & Sunset Rooftop',
    category: 'House',
    location: 'Rooftop',
    start: '6:00 PM',
    end: '11:00 PM',
    talentIds: ['talent-marcus-vale', 'talent-dj-nova'],
    pitch: 'Live saxophone over sunset house on the rooftop.',
    price: 40,
  },
  {
    name: 'Open Mic Cypher',
    category: 'Hip-hop',
    location: 'Lounge',
    start: '8:00 PM',
    end: '12:00 AM',
    talentIds: ['talent-rhyme-theory'],
    pitch: 'Bring your bars: sign-up at the door from 7:30 PM.',
    price: null,
  },
  {
    name: 'Velvet Masquerade Ball',
    category: 'Themed party',
    location: 'Whole venue',
    start: '9:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-dj-nova', 'talent-marcus-vale'],
    pitch: 'Masks required, black tie optional. Our biggest night of the season.',
    price: 60,
  },
  {
    name: 'Amapiano Sundowner',
    category: 'Afrobeats',
    location: 'Rooftop',
    start: '5:00 PM',
    end: '11:00 PM',
    talentIds: ['talent-kairo'],
    pitch: 'Log drums and cocktails as the sun goes down.',
    price: 25,
  },
  {
    name: 'Motown Mondays Special',
    category: 'Soul & funk',
    location: 'Main Room',
    start: '8:00 PM',
    end: '1:00 AM',
    talentIds: ['talent-midnight-echoes', 'talent-lila-moreno'],
    pitch: 'A one-off Monday opening for Motown night.',
    price: 30,
  },
  {
    name: 'Techno Underground',
    category: 'Techno',
    location: 'Basement',
    start: '11:00 PM',
    end: '5:00 AM',
    talentIds: ['talent-dj-nova'],
    pitch: 'Dark room, big sound system, no phones on the floor.',
    price: 28,
  },
  {
    name: 'New Year Countdown Gala',
    category: 'Themed party',
    location: 'Whole venue',
    start: '9:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-midnight-echoes', 'talent-dj-nova', 'talent-marcus-vale'],
    pitch: 'Champagne toast at midnight, live band and DJs until four.',
    price: 95,
  },
];

const past: readonly EventSketch[] = [
  {
    name: 'Halloween Haunt',
    category: 'Themed party',
    location: 'Whole venue',
    start: '9:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-dj-nova', 'talent-rhyme-theory'],
    pitch: 'Costumes, fog and the best horror-house edits.',
    price: 35,
  },
  {
    name: 'Afro Nights Vol. 11',
    category: 'Afrobeats',
    location: 'Main Room',
    start: '10:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-kairo'],
    pitch: 'Our monthly Afrobeats party.',
    price: 30,
  },
  {
    name: 'Jazz & Wine Evening',
    category: 'Live jazz',
    location: 'Lounge',
    start: '7:00 PM',
    end: '11:00 PM',
    talentIds: ['talent-lila-moreno'],
    pitch: 'A quiet night of jazz with a wine flight.',
    price: 20,
  },
  {
    name: 'Funk Fever',
    category: 'Soul & funk',
    location: 'Main Room',
    start: '9:00 PM',
    end: '2:00 AM',
    talentIds: ['talent-midnight-echoes'],
    pitch: 'Funk classics with the full horn section.',
    price: 30,
  },
  {
    name: 'Deep Nights Vol. 20',
    category: 'House',
    location: 'Main Room',
    start: '10:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-dj-nova'],
    pitch: 'The twentieth edition of our resident night.',
    price: 25,
  },
  {
    name: 'Hip-Hop Fridays: 90s Edition',
    category: 'Hip-hop',
    location: 'Main Room',
    start: '10:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-rhyme-theory'],
    pitch: 'Only 90s, only vinyl.',
    price: 20,
  },
  {
    name: 'Rooftop Closing Party',
    category: 'House',
    location: 'Rooftop',
    start: '4:00 PM',
    end: '11:00 PM',
    talentIds: ['talent-marcus-vale', 'talent-dj-nova'],
    pitch: 'Goodbye to the rooftop season.',
    price: 40,
  },
  {
    name: 'Latin Heat',
    category: 'Latin',
    location: 'Main Room',
    start: '10:00 PM',
    end: '3:00 AM',
    talentIds: ['talent-lila-moreno'],
    pitch: 'Reggaeton, salsa and bachata.',
    price: 25,
  },
  {
    name: 'Techno Underground Vol. 7',
    category: 'Techno',
    location: 'Basement',
    start: '11:00 PM',
    end: '5:00 AM',
    talentIds: ['talent-dj-nova'],
    pitch: 'Seven hours of warehouse techno.',
    price: 28,
  },
  {
    name: 'Soul Sunday Brunch',
    category: 'Soul & funk',
    location: 'Lounge',
    start: '12:00 PM',
    end: '4:00 PM',
    talentIds: ['talent-midnight-echoes'],
    pitch: 'Brunch with a live soul band.',
    price: 45,
  },
  {
    name: 'Open Mic Cypher Vol. 9',
    category: 'Hip-hop',
    location: 'Lounge',
    start: '8:00 PM',
    end: '12:00 AM',
    talentIds: ['talent-rhyme-theory'],
    pitch: 'The monthly open mic.',
    price: null,
  },
  {
    name: 'Grand Anniversary',
    category: 'Themed party',
    location: 'Whole venue',
    start: '9:00 PM',
    end: '4:00 AM',
    talentIds: ['talent-dj-nova', 'talent-kairo', 'talent-midnight-echoes'],
    pitch: 'Three years of Velvet Room.',
    price: 50,
  },
];

const upcomingOffsets = [0, 2, 4, 6, 7, 9, 13, 14, 16, 20, 23, 27];
const pastOffsets = [-1, -3, -6, -7, -10, -13, -14, -17, -21, -24, -28, -31];

/** Index (in `upcoming`) of the event whose tickets are all gone. */
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
    tickets: sketch.price === null ? [] : ticketsFor(id, sketch.price, options.soldOut, options.past),
  };
}

export function demoEvents(today: string, media: MediaCollector): { upcoming: SeedEvent[]; past: SeedEvent[] } {
  return {
    upcoming: upcoming.map((s, i) =>
      toEvent(s, `event-up-${i + 1}`, addDays(today, upcomingOffsets[i] ?? i), media, { soldOut: i === SOLD_OUT_INDEX, past: false }),
    ),
    past: past.map((s, i) =>
      toEvent(s, `event-past-${i + 1}`, addDays(today, pastOffsets[i] ?? -i - 1), media, { soldOut: false, past: true }),
    ),
  };
}
