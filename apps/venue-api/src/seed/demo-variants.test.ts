// The local variants of the demo venue (VENUE_DEMO; docs/seed-format.md#local-variants-of-the-demo): each is a
// valid seed and one real venue on any seeding day, in its place's language, currency, zone and week, and the
// French and Hebrew ones leave no English sentence for a guest to read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockFor, toBlockedPeriods } from '@venue/core/booking/blocked-periods';
import { closedWeekdays, weekDayOf } from '@venue/core/booking/closed-days';
import { parseTimeLabel } from '@venue/core/dates/night-time';
import { parseIsoDate } from '@venue/core/events/event-times';
import { hoursOf, weekDays, type WeekDay } from '@venue/core/session/venue-hours';
import { addDays } from '../shared/calendar';
import { checkEventDays } from './check-event-days';
import { checkSeedReferences } from './check-seed-references';
import { buildDemoSeed, buildDemoSeedFile } from './demo-venue';
import { DEMO_VARIANT_NAMES, type DemoVariantName } from './demo/demo-variant-names';
import { demoVariants } from './demo/demo-variants';
import { isHoliday } from './demo/event-sketch';
import { guestTexts } from './demo/testing/guest-texts';
import { weekdayName } from './demo/variants/local-words';
import { parseSeed } from './parse-seed';
import { seedTextFields } from './seed-text-fields';
import type { VenueSeedInput } from './venue-seed.schema';

const expected: Record<
  DemoVariantName,
  { languages: string[]; currency: string; currencyCode: string; timeZone: string; country: string; phone: RegExp }
> = {
  paris: { languages: ['fr', 'en'], currency: '€', currencyCode: 'EUR', timeZone: 'Europe/Paris', country: 'FR', phone: /^\+33 / },
  'tel-aviv': { languages: ['he', 'en'], currency: '₪', currencyCode: 'ILS', timeZone: 'Asia/Jerusalem', country: 'IL', phone: /^\+972-/ },
  tokyo: { languages: ['en'], currency: '¥', currencyCode: 'JPY', timeZone: 'Asia/Tokyo', country: 'JP', phone: /^\+81-/ },
};

const anyDay = fc.integer({ min: 0, max: 365 * 40 }).map((i) => addDays('2010-01-01', i));

const weekdayOfIso = (iso: string): WeekDay => {
  const date = parseIsoDate(iso);
  if (date === null) throw new Error(`${iso} is not a date`);
  return weekDayOf(date);
};
const minutes = (label: string) => {
  const parsed = parseTimeLabel(label);
  if (!parsed.ok) throw new Error(`${label} is not a time`);
  return parsed.value;
};

/** The weekdays a name names in the variant's language ("vendredis", « חמישי »), as whole words. */
function localWeekdaysNamed(name: string, locale: string): WeekDay[] {
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  return weekDays.filter((day) => {
    const local = weekdayName(locale, day).toLowerCase().replace(/^יום /, '');
    return words.includes(local) || words.includes(`${local}s`);
  });
}

/** Every way the variant's seed of `today` contradicts itself or its place; none expected. */
function contradictions(variant: DemoVariantName, today: string): string[] {
  const seed = buildDemoSeed(today, variant);
  const found: string[] = [];
  const say = (problem: string) => void found.push(`${variant} ${today}: ${problem}`);
  // As it is seeded: with the texts a variant writes in another language too, each checked in both.
  const parsed = parseSeed(buildDemoSeedFile(today, variant), variant);
  if (!parsed.ok) say(`not a valid seed: ${JSON.stringify(parsed.error)}`);
  const problem = checkSeedReferences(seed) ?? checkEventDays(seed);
  if (problem) say(`${problem.path}: ${problem.message}`);

  const hours = seed.generalInfo.hours ?? {};
  const closed = closedWeekdays(hours);
  const periods = toBlockedPeriods(seed.blockDates);
  if (!periods.ok) throw new Error(`the blocks cannot be read: ${periods.error.reason}`);
  const inPrivateEvent = (date: string, time: string) => {
    const day = parseIsoDate(date);
    const block = day === null ? null : blockFor(periods.value, day, time);
    return block !== null && block.ok && block.value !== null;
  };
  const language = seed.generalInfo.general.languages?.[0] ?? 'en';
  const holidays = [...demoVariants[variant].events.upcoming, ...demoVariants[variant].events.past].filter(isHoliday);
  const nights = new Set<string>();
  for (const event of seed.events) {
    const weekday = weekdayOfIso(event.date);
    const named = localWeekdaysNamed(event.name, language);
    if (named.length > 0 && !named.includes(weekday)) say(`${event.name} on a ${weekday}`);
    if (closed.includes(weekday)) say(`${event.name} on a closed ${weekday}`);
    const holiday = holidays.find((h) => h.name === event.name);
    if (holiday && !event.date.endsWith(`-${String(holiday.on.month).padStart(2, '0')}-${String(holiday.on.day).padStart(2, '0')}`))
      say(`${event.name} on ${event.date}`);
    const { from, to } = hoursOf(hours, weekday);
    if (from === null || to === null || minutes(event.startTime) < minutes(from) || minutes(event.endTime) > minutes(to))
      say(`${event.name} (${event.startTime} to ${event.endTime}) outside ${weekday}'s hours ${from} to ${to}`);
    if (nights.has(event.date)) say(`two events on ${event.date}`);
    nights.add(event.date);
    if (inPrivateEvent(event.date, event.startTime) || inPrivateEvent(event.date, event.endTime)) say(`${event.name} in a private event`);
  }
  for (const block of seed.blockDates) if (closed.includes(weekdayOfIso(block.dateFrom))) say(`${block._id} on a closed night`);
  for (const review of seed.reviews.filter((r) => r.type === 'event')) {
    const event = seed.events.find((e) => e._id === review.targetId);
    if (!event || review.date <= event.date || review.date > today) say(`${review._id} dated ${review.date}`);
  }
  return found;
}

/** Every amount a seed gives in the venue's currency. */
function amounts(seed: VenueSeedInput): { path: string; amount: number }[] {
  const found: { path: string; amount: number }[] = [];
  const add = (path: string, amount: number | null | undefined) => {
    if (amount != null) found.push({ path, amount });
  };
  for (const settings of [seed.financialSettings, seed.financialSettingsOnLocation]) {
    add('bottlesMinimum', settings?.bottlesMinimum);
    add('bottlesDepositAmount', settings?.bottlesDepositAmount);
    add('bookingDepositAmount', settings?.bookingDepositAmount);
  }
  seed.events.forEach((e) => e.tickets.forEach((t) => add(t._id, t.price)));
  [...seed.foodMenuItems, ...seed.drinkMenuItems].forEach((item) => add(item._id, item.price));
  seed.bottleCategories.forEach((c) => c.products.forEach((b) => add(b._id, b.price)));
  [...(seed.bottlePromoters ?? []), ...(seed.ticketPromoters ?? [])].forEach(
    (p) => p.discountType === '$' && add(p.promotionId, p.discountAmount),
  );
  return found;
}

describe.each(DEMO_VARIANT_NAMES)('the %s variant of the demo venue', (variant) => {
  const place = expected[variant];

  it('is a valid seed and one real venue on any seeding day, in any month and on any weekday', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        expect(contradictions(variant, today)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('shows its holidays on their dates when they fall within its weeks', () => {
    const aroundHolidays = fc
      .tuple(fc.integer({ min: 2024, max: 2060 }), fc.integer({ min: 0, max: 400 }))
      .map(([y, d]) => addDays(`${y}-01-01`, d));
    fc.assert(
      fc.property(aroundHolidays, (today) => {
        expect(contradictions(variant, today)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('names its languages, currency, zone and place, and the symbol is the currency’s', () => {
    const { general } = buildDemoSeed('2030-06-15', variant).generalInfo;
    expect(general).toMatchObject({
      languages: place.languages,
      currency: place.currency,
      currencyCode: place.currencyCode,
      timeZone: place.timeZone,
    });
    expect(general.postalAddress?.addressCountry).toBe(place.country);
    expect(general.phone).toMatch(place.phone);
    const symbol = new Intl.NumberFormat('en', { style: 'currency', currency: place.currencyCode, currencyDisplay: 'narrowSymbol' })
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value;
    expect(symbol).toBe(general.currency);
  });

  it('offers arrival times for tables and bottles only within the hours of every night it opens', () => {
    const seed = buildDemoSeed('2030-06-15', variant);
    const hours = seed.generalInfo.hours ?? {};
    for (const day of weekDays.filter((d) => !closedWeekdays(hours).includes(d))) {
      const { from, to } = hoursOf(hours, day);
      for (const time of seed.financialSettings.bottlesTimes ?? []) {
        expect(minutes(time), `${time} on ${day}`).toBeGreaterThanOrEqual(minutes(from ?? ''));
        expect(minutes(time), `${time} on ${day}`).toBeLessThan(minutes(to ?? ''));
      }
    }
  });

  it('keeps the default demo’s ids, so the same links and codes work in every variant', () => {
    const ids = (seed: VenueSeedInput) => [
      ...seed.events.map((e) => e._id),
      ...seed.foodMenuItems.map((f) => f._id),
      ...seed.drinkMenuItems.map((d) => d._id),
      ...seed.bottleCategories.flatMap((c) => c.products.map((b) => b._id)),
      ...seed.talents.map((t) => t._id),
      ...seed.faqItems.map((f) => f._id),
    ];
    expect(ids(buildDemoSeed('2030-06-15', variant))).toEqual(ids(buildDemoSeed('2030-06-15')));
  });
});

describe('the Tel Aviv variant', () => {
  it('writes every text of its own in English too, one English text for each Hebrew one, and leaves its guests’ reviews as written', () => {
    const parsed = parseSeed(buildDemoSeedFile('2030-06-15', 'tel-aviv'), 'tel-aviv');
    const english = new Map((parsed.ok ? (parsed.value.translations ?? []) : []).map((t) => [t.source, t.text]));
    const seed = buildDemoSeed('2030-06-15', 'tel-aviv');
    const texts = seedTextFields(seed).flatMap(({ value }) => (typeof value === 'string' && /[\u0590-\u05ff]/.test(value) ? [value] : []));
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(english.get(text), text).toMatch(/^[^\u0590-\u05ff]+$/);
    expect(english.get(seed.events.find((e) => e._id === 'event-up-2')?.name ?? '')).toBe('Afro Night');
    expect(seed.reviews.every((review) => !english.has(review.comment))).toBe(true);
  });

  it('opens on the Israeli weekend: Thursday and Friday nights, closed on Sunday', () => {
    const seed = buildDemoSeed('2030-06-15', 'tel-aviv');
    const closed = closedWeekdays(seed.generalInfo.hours);
    expect(closed).toContain('Sunday');
    expect(closed).not.toContain('Thursday');
    expect(closed).not.toContain('Friday');
    expect(seed.events.filter((e) => ['Thursday', 'Friday'].includes(weekdayOfIso(e.date))).length).toBeGreaterThanOrEqual(
      seed.events.length / 2,
    );
  });
});

describe('the Tokyo variant', () => {
  it('prices everything in whole yen', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const fractions = amounts(buildDemoSeed(today, 'tokyo')).filter(({ amount }) => !Number.isInteger(amount));
        expect(fractions).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  it('writes its prices in yen, never in dollars', () => {
    const texts = guestTexts(buildDemoSeed('2030-06-15', 'tokyo')).filter(({ text }) => /\$\d/.test(text));
    expect(texts).toEqual([]);
    expect(buildDemoSeed('2030-06-15', 'tokyo').popups[0]?.content).toMatch(/Tickets from ¥\d{1,3}(,\d{3})*\./);
  });

  it('sells gift cards of thousands of yen, and its FAQ says so', () => {
    const seed = buildDemoSeed('2030-06-15', 'tokyo');
    expect(seed.financialSettings.giftCardAmounts).toEqual({ min: 1000, max: 100_000, suggested: [3000, 5000, 10_000, 20_000] });
    expect(seed.faqItems.map((item) => item.answer).join(' ')).toContain('Gift cards from ¥1,000 to ¥100,000');
  });

  it("charges a Tokyo coat check's fees, and its FAQ quotes the kiosk's own", () => {
    const seed = buildDemoSeed('2030-06-15', 'tokyo');
    expect(seed.financialSettings.coatCheckFees).toEqual({ Coat: 500, Bag: 500, Umbrella: 300, Other: 1000 });
    const answers = seed.faqItems.map((item) => item.answer);
    expect(answers.join(' ')).toContain('¥500 for a coat or a bag, ¥300 for an umbrella, ¥1,000 for anything else');
  });
});

/** Common English words no French or Hebrew sentence has ("DJ", "VIP" and genre names are not among them). */
const english = [
  'the',
  'and',
  'with',
  'tonight',
  'night',
  'your',
  'our',
  'you',
  'we',
  'of',
  'to',
  'is',
  'are',
  'at',
  'from',
  'for',
  'free',
  'tickets',
  'entry',
  'doors',
  'dress',
  'book',
  'welcome',
  'guests',
  'bottle',
  'see',
  'get',
];
const englishWord = new RegExp(`(^|[^\\p{L}])(${english.join('|')})(?=$|[^\\p{L}])`, 'iu');

/** Names a guest reads as names in any language: the venue's, its talents' and bands'. */
function withoutNames(text: string, seed: VenueSeedInput): string {
  const names = ['Velvet Room', ...seed.talents.map((t) => t.talentName.replace(/^The /, ''))];
  return names.reduce((rest, name) => rest.split(name).join(' '), text).replace(/\bThe\s+(?=\s)/g, ' ');
}

describe.each([
  [
    'paris',
    /(^|[^\p{L}])(le|la|les|l’\p{L}+|de|des|du|d’\p{L}+|vous|et|à|au|aux|un|une|notre|nos|sur|pour|avec|en|par|dans|ou|sans)(?=$|[^\p{L}])|[éèêàâçœùîô]/iu,
  ] as const,
  ['tel-aviv', /[\u05d0-\u05ea]/] as const,
])('the %s variant in its language', (variant, local) => {
  const seed = buildDemoSeed('2030-06-15', variant);
  const texts = guestTexts(seed);

  it('leaves no English sentence in a name, description, FAQ, menu, bio, caption or offer', () => {
    expect(texts.length).toBeGreaterThan(300);
    const left = texts.filter(({ text }) => englishWord.test(withoutNames(text, seed)));
    expect(left).toEqual([]);
  });

  it('writes its sentences in its own language', () => {
    const sentences = texts.filter(({ text }) => text.split(' ').filter((word) => /\p{L}{2}/u.test(word)).length >= 7);
    expect(sentences.length).toBeGreaterThan(80);
    expect(sentences.filter(({ text }) => !local.test(text))).toEqual([]);
  });
});
