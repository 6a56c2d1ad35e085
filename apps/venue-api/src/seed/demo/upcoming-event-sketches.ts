// What the demo's upcoming events are about: one line of facts per event, turned into seed events
// (with dates and tickets) by demo-events.ts.
export interface EventSketch {
  readonly name: string;
  readonly category: string;
  readonly location: string;
  readonly start: string;
  readonly end: string;
  readonly talentIds: readonly string[];
  readonly pitch: string;
  /** Base price of general admission; null means free entry, no tickets sold online. */
  readonly price: number | null;
  /** Free entry on a list: a free ticket type with this many places (only with price null). */
  readonly freeList?: number;
}

export const upcomingSketches: readonly EventSketch[] = [
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
    freeList: 60,
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
