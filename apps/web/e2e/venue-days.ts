// The venue's days, as the demo seed and the pages count them: from the venue's today in its time zone,
// not the test machine's. Between midnight UTC and midnight in New York the two differ by a day, and a
// test that counted from the machine's day picked the wrong night. The demo's closed weekdays and blocked
// nights move with the day it is seeded (docs/product.md#the-demo-venue), so a test asks the same seed for
// them rather than counting days: a reservation or bottle night on a closed Monday would be refused.
import { closedWeekdays, isClosedDay } from '@venue/core/booking/closed-days';
import { parseIsoDate } from '@venue/core/events/event-times';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { DEFAULT_TIME_ZONE } from '../../venue-api/src/config/env';
import { buildDemoSeed } from '../../venue-api/src/seed/demo-venue';

const venueToday = (): string => venueDayOf(new Date(), DEFAULT_TIME_ZONE);

/** The venue's day `offset` days after its today, as a local date (its year, month and day are the venue's). */
export function venueDay(offset: number): Date {
  const [year = 0, month = 1, day = 1] = venueToday().split('-').map(Number);
  return new Date(year, month - 1, day + offset);
}

const isoOf = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const dateOf = (iso: string): Date => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The demo venue as the backend seeded it today. */
const demoSeed = () => buildDemoSeed(venueToday());

/** The first day `offset` or more days from today on which the demo venue opens and no block touches the night. */
export function openNight(offset: number): Date {
  const seed = demoSeed();
  const closed = closedWeekdays(seed.generalInfo.hours);
  for (let day = offset; ; day++) {
    const iso = isoOf(venueDay(day));
    const date = parseIsoDate(iso);
    const blocked = seed.blockDates.some((b) => b.dateFrom <= iso && iso <= b.dateTo);
    if (date !== null && !isClosedDay(closed, date) && !blocked) return venueDay(day);
  }
}

/**
 * The nights of the demo's blocks (demo-home.ts): `party` is blocked from 10:00 PM to 2:00 AM and the evening
 * after it (`partyNextNight`) is open; `corporate` from 6:00 PM to 9:00 PM; `wedding` is a whole night blocked.
 * All are nights the venue opens.
 */
export function demoBlockNights(): { party: Date; partyNextNight: Date; corporate: Date; wedding: Date } {
  const byId = (id: string) => {
    const block = demoSeed().blockDates.find((b) => b._id === id);
    if (!block) throw new Error(`The demo seed has no ${id}.`);
    return block;
  };
  const party = byId('block-1');
  return {
    party: dateOf(party.dateFrom),
    partyNextNight: dateOf(party.dateTo),
    corporate: dateOf(byId('block-3').dateFrom),
    wedding: dateOf(byId('block-2').dateFrom),
  };
}

/** The first day `offset` or more days from today on which the demo venue is closed (a Monday). */
export function closedNight(offset: number): Date {
  const closed = closedWeekdays(demoSeed().generalInfo.hours);
  for (let day = offset; ; day++) {
    const date = parseIsoDate(isoOf(venueDay(day)));
    if (date !== null && isClosedDay(closed, date)) return venueDay(day);
  }
}

/** The demo's upcoming events by date (the seed's order for one night), as the pages list them. */
export function demoUpcomingEvents(): { readonly id: string; readonly name: string; readonly date: Date; readonly daysAhead: number }[] {
  const today = dateOf(venueToday());
  return demoSeed()
    .events.filter((e) => e.date >= venueToday())
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => ({
      id: e._id,
      name: e.name,
      date: dateOf(e.date),
      daysAhead: Math.round((dateOf(e.date).getTime() - today.getTime()) / 86_400_000),
    }));
}
