// Test support: venue facts made by hand, for the bot's pure rules without a database, and any facts a venue may
// have, for properties (fast-check): any date as today, any hours, events on the coming nights with any ids.
import fc from 'fast-check';
import { weekDays, type WeekDay } from '@venue/core/session/venue-hours';
import type { DayHours, EventFact, VenueFacts } from '../venue-bot.port';

const openHours = (day: WeekDay): DayHours => ({ day, closed: false, from: '9:00 PM', to: '3:00 AM' });
const closedHours = (day: WeekDay): DayHours => ({ day, closed: true, from: null, to: null });

/** Open 9:00 PM to 3:00 AM, except the days named. */
export const sampleHours = (closed: readonly WeekDay[] = ['Monday']): DayHours[] =>
  weekDays.map((day) => (closed.includes(day) ? closedHours(day) : openHours(day)));

export const sampleFaq: VenueFacts['faq'] = [
  { id: 'faq-dress', question: 'Is there a dress code?', answer: 'Smart casual. Door staff have the final say.' },
  { id: 'faq-age', question: 'What is the minimum age?', answer: 'Guests must be 21 or older with a photo ID.' },
];

export function sampleFacts(overrides: Partial<VenueFacts> = {}): VenueFacts {
  return {
    name: 'Test Room',
    today: '2031-03-07',
    currency: '$',
    address: '1 Test Street',
    mapLink: null,
    hours: sampleHours(),
    faq: sampleFaq,
    events: [],
    bottles: null,
    reservationCancelHours: 2,
    ...overrides,
  };
}

export const sampleEvent = (event: Partial<EventFact> & Pick<EventFact, 'id' | 'date'>): EventFact => ({
  name: `Night ${event.id}`,
  startTime: '10:00 PM',
  endTime: '3:00 AM',
  location: 'Main Room',
  tickets: [{ name: 'General Admission', priceMinor: 2_000, soldOut: false }],
  ...event,
});

/** Any calendar day from 2000 to 2099, `YYYY-MM-DD`. */
export const isoDateArb: fc.Arbitrary<string> = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const plusDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ticketArb = fc.record({ name: fc.constantFrom('General Admission', 'VIP'), priceMinor: fc.nat(50_000), soldOut: fc.boolean() });

/** Any facts: any today, any days closed, up to eight events in the coming twelve days, ids of any URL-safe shape. */
export const venueFactsArb: fc.Arbitrary<VenueFacts> = fc
  .record({
    today: isoDateArb,
    cancelHours: fc.nat(48),
    closed: fc.subarray([...weekDays]),
    events: fc.array(
      fc.record({
        id: fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/),
        inDays: fc.nat(12),
        name: fc.constantFrom('Deep Nights', 'Jazz Session', 'Afro Nights', 'Open Decks'),
        startTime: fc.constantFrom('7:00 PM', '10:00 PM', '11:30 PM'),
        location: fc.constantFrom('Main Room', 'Lounge', ''),
        tickets: fc.array(ticketArb, { maxLength: 3 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ today, cancelHours, closed, events }) =>
    sampleFacts({
      today,
      reservationCancelHours: cancelHours,
      hours: sampleHours(closed),
      events: events
        .map(({ inDays, ...e }) => sampleEvent({ ...e, date: plusDays(today, inDays) }))
        .sort((a, b) => a.date.localeCompare(b.date)),
    }),
  );
