// The demo venue reads as one real venue on whatever day it is seeded (docs/product.md#the-demo-venue):
// checked over seeding days of many years, and over days around the holidays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockFor, toBlockedPeriods } from '@venue/core/booking/blocked-periods';
import { parseTimeLabel } from '@venue/core/dates/night-time';
import { closedWeekdays, weekDayOf } from '@venue/core/booking/closed-days';
import { parseIsoDate } from '@venue/core/events/event-times';
import { weekdaysNamedIn } from '@venue/core/events/named-weekdays';
import { hoursOf, weekDays } from '@venue/core/session/venue-hours';
import { addDays } from '../shared/calendar';
import { checkEventDays } from './check-event-days';
import { checkSeedReferences } from './check-seed-references';
import { buildDemoSeed } from './demo-venue';
import type { VenueSeedInput } from './venue-seed.schema';

const weekdayOfIso = (iso: string) => {
  const date = parseIsoDate(iso);
  if (date === null) throw new Error(`${iso} is not a date`);
  return weekDayOf(date);
};
const minutes = (label: string) => {
  const parsed = parseTimeLabel(label);
  if (!parsed.ok) throw new Error(`${label} is not a time`);
  return parsed.value;
};
const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** Every way the demo could contradict itself on the day `today`; none expected. */
function contradictions(today: string): string[] {
  const seed = buildDemoSeed(today);
  const found: string[] = [];
  const say = (problem: string) => void found.push(`${today}: ${problem}`);
  // The loader's checks beyond the schema (the schema itself is parse-seed.test.ts's).
  const problem = checkSeedReferences(seed) ?? checkEventDays(seed);
  if (problem) say(`${problem.path}: ${problem.message}`);

  const hours = seed.generalInfo.hours ?? {};
  const closed = closedWeekdays(hours);
  const periods = toBlockedPeriods(seed.blockDates);
  if (!periods.ok) throw new Error(`the demo's blocks cannot be read: ${periods.error.reason}`);
  const inPrivateEvent = (date: string, time: string) => {
    const day = parseIsoDate(date);
    const found = day === null ? null : blockFor(periods.value, day, time);
    return found !== null && found.ok && found.value !== null;
  };
  const nights = new Set<string>();
  for (const event of seed.events) {
    const weekday = weekdayOfIso(event.date);
    const named = weekdaysNamedIn(event.name);
    if (named.length > 0 && !named.includes(weekday)) say(`${event.name} on a ${weekday}`);
    if (closed.includes(weekday)) say(`${event.name} on a closed ${weekday}`);
    if (/new year/i.test(event.name) && !event.date.endsWith('-12-31')) say(`${event.name} on ${event.date}`);
    if (/halloween/i.test(event.name) && !event.date.endsWith('-10-31')) say(`${event.name} on ${event.date}`);
    const { from, to } = hoursOf(hours, weekday);
    if (from === null || to === null || minutes(event.startTime) < minutes(from) || minutes(event.endTime) > minutes(to))
      say(`${event.name} (${event.startTime} to ${event.endTime}) outside ${weekday}'s hours ${from} to ${to}`);
    if (nights.has(event.date)) say(`two events on ${event.date}`);
    nights.add(event.date);
    if (inPrivateEvent(event.date, event.startTime) || inPrivateEvent(event.date, event.endTime))
      say(`${event.name} on ${event.date}, in a period given to a private event`);
    if ((event.description.match(/dress code/gi) ?? []).length !== 1) say(`${event.name} gives not one dress code`);
  }

  // A holiday within the demo's weeks, on a night the venue opens and keeps for the public, is shown.
  const upcomingNewYear = [...Array(28).keys()].map((i) => addDays(today, i)).find((d) => d.endsWith('-12-31'));
  const publicNight = (date: string) => !seed.blockDates.some((b) => b.dateFrom <= date && date <= b.dateTo);
  if (upcomingNewYear && !closed.includes(weekdayOfIso(upcomingNewYear)) && publicNight(upcomingNewYear)) {
    if (!seed.events.some((e) => e.date === upcomingNewYear && /new year/i.test(e.name)))
      say(`no New Year's Eve event on ${upcomingNewYear}`);
  }

  for (const block of seed.blockDates) {
    if (closed.includes(weekdayOfIso(block.dateFrom))) say(`${block._id} on a closed night`);
  }
  for (const review of seed.reviews.filter((r) => r.type === 'event')) {
    const event = seed.events.find((e) => e._id === review.targetId);
    if (!event || review.date <= event.date || review.date > today) say(`${review._id} dated ${review.date}, its event on ${event?.date}`);
  }

  const popup = seed.popups[0];
  const announced = seed.events.find((e) => popup?.link === `/event-details/${e._id}`);
  if (!popup || !announced) say('the popup announces no event');
  else {
    const cheapest = Math.min(...announced.tickets.filter((t) => (t.sold ?? 0) < t.capacity).map((t) => t.price));
    if (!text(popup.content).includes(`Tickets from $${cheapest}.`)) say(`the popup's prices: ${popup.content}`);
    const date = parseIsoDate(announced.date);
    if (date && !text(popup.content).includes(`${weekDayOf(date)},`)) say(`the popup's night: ${popup.content}`);
    if (/almost gone/i.test(popup.content)) say('the popup says almost gone');
  }
  return found;
}

const faqAnswer = (seed: VenueSeedInput, question: RegExp) => text(seed.faqItems.find((f) => question.test(f.question))?.answer ?? '');

describe('the demo venue is one real venue', () => {
  it('contradicts itself on no seeding day, in any month and on any weekday', () => {
    const anyDay = fc.integer({ min: 0, max: 365 * 70 }).map((i) => addDays('2000-01-01', i));
    fc.assert(
      fc.property(anyDay, (today) => {
        expect(contradictions(today)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('shows its holidays on their dates, whatever weekday they fall on, and regular nights otherwise', () => {
    // Seeding days from late October to the end of December, in years where the holidays fall on every weekday.
    const aroundHolidays = fc
      .tuple(fc.integer({ min: 2024, max: 2060 }), fc.integer({ min: 0, max: 70 }))
      .map(([year, day]) => addDays(`${year}-10-25`, day));
    fc.assert(
      fc.property(aroundHolidays, (today) => {
        expect(contradictions(today)).toEqual([]);
      }),
      { numRuns: 80 },
    );
    // On 2030-12-10 (a Tuesday) New Year's Eve is within the weeks; on 2030-11-20 it is not, nor Halloween past.
    expect(buildDemoSeed('2030-12-10').events.find((e) => e._id === 'event-up-12')).toMatchObject({ date: '2030-12-31' });
    expect(buildDemoSeed('2030-11-20').events.find((e) => e._id === 'event-up-12')?.name).toBe('Disco Inferno');
    expect(buildDemoSeed('2030-11-20').events.find((e) => e._id === 'event-past-12')).toMatchObject({
      name: 'Halloween Haunt',
      date: '2030-10-31',
    });
  });

  it('offers arrival times for tables and bottles only within the hours of every night it opens', () => {
    const seed = buildDemoSeed('2030-06-15');
    const hours = seed.generalInfo.hours ?? {};
    for (const day of weekDays.filter((d) => !closedWeekdays(hours).includes(d))) {
      const { from, to } = hoursOf(hours, day);
      for (const time of seed.financialSettings.bottlesTimes ?? []) {
        expect(minutes(time), `${time} on ${day}`).toBeGreaterThanOrEqual(minutes(from ?? ''));
        expect(minutes(time), `${time} on ${day}`).toBeLessThan(minutes(to ?? ''));
      }
    }
  });

  it('says in its FAQ what its data says', () => {
    const seed = buildDemoSeed('2030-06-15');
    const settings = seed.financialSettings;
    expect(faqAnswer(seed, /tax and service/)).toContain(`Every bottle order gets ${settings.bottlesDiscount}% off`);
    expect(faqAnswer(seed, /tax and service/)).not.toMatch(/mailing list|members/i);
    expect(faqAnswer(seed, /opening hours/)).toBe(
      'Tuesday and Wednesday 8:00 PM to 2:00 AM, Thursday 8:00 PM to 3:00 AM, Friday 9:00 PM to 4:00 AM, Saturday 6:00 PM to 4:00 AM, ' +
        'Sunday 4:00 PM to 2:00 AM. We are closed on Mondays. The Events page lists what is on each night.',
    );
    expect(faqAnswer(seed, /bottle service work/)).toContain(`minimum spend of $${settings.bottlesMinimum} per guest`);
    expect(faqAnswer(seed, /private event/)).toContain(`A deposit of $${settings.bookingDepositAmount}, paid online`);
  });
});
