import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDemoSeed } from './demo-venue';
import { loadSeedFile } from './load-seed-file';
import { describeSeedError, parseSeed } from './parse-seed';
import type { VenueSeedInput } from './venue-seed.schema';

const TODAY = '2030-06-15';

type Editable<T> = T extends readonly (infer U)[] ? Editable<U>[] : T extends object ? { -readonly [K in keyof T]: Editable<T[K]> } : T;
type EditableSeed = Editable<VenueSeedInput>;

/** A deep copy of the demo seed with one change made by `edit`. */
function demoWith(edit: (seed: EditableSeed) => void): unknown {
  const seed = structuredClone(buildDemoSeed(TODAY)) as EditableSeed;
  edit(seed);
  return seed;
}

const isoDay = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the generated demo venue', () => {
  it('is a valid seed with 12 upcoming and 12 past events, whatever the day', () => {
    fc.assert(
      fc.property(isoDay, (today) => {
        const seed = parseSeed(buildDemoSeed(today), 'demo');
        expect(seed.ok).toBe(true);
        if (!seed.ok) return;
        expect(seed.value.events.filter((e) => e.date >= today)).toHaveLength(12);
        expect(seed.value.events.filter((e) => e.date < today)).toHaveLength(12);
        expect(seed.value.blockDates.some((b) => b.timeFrom && b.timeTo && b.timeTo < b.timeFrom)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('has enough of everything for every page', () => {
    const seed = buildDemoSeed(TODAY);
    expect(seed.faqItems.length).toBeGreaterThanOrEqual(10);
    expect(seed.talents).toHaveLength(6);
    expect(seed.gallery.albums).toHaveLength(3);
    expect(seed.sliders).toHaveLength(3);
    expect(seed.popups).toHaveLength(1);
    expect(seed.promotions).toHaveLength(2);
    expect(Object.values(seed.generalInfo.hours ?? {}).filter((d) => d?.DayOff)).toHaveLength(1);
    const unpriced = seed.bottleCategories.flatMap((c) => c.products).filter((p) => !p.price);
    expect(unpriced.length).toBeGreaterThan(0);
  });
});

describe('seed validation names the field at fault', () => {
  it.each<[string, (seed: EditableSeed) => void, string]>([
    ['a bad event date', (s) => void (s.events[2]!.date = '2030-13-01'), 'events[2].date'],
    ['a negative ticket price', (s) => void (s.events[0]!.tickets[1]!.price = -5), 'events[0].tickets[1].price'],
    ['a missing FAQ answer', (s) => void delete (s.faqItems[4] as { answer?: string }).answer, 'faqItems[4].answer'],
    [
      'a tax item that is not chargeable',
      (s) => void (s.financialSettings.taxItems = ['Bottles', 'Parking' as 'Food']),
      'financialSettings.taxItems[1]',
    ],
    ['an unknown talent', (s) => void (s.events[1]!.talentIds = ['nobody']), 'events[1].talentIds[0]'],
    ['a duplicate event id', (s) => void (s.events[5]!._id = s.events[0]!._id), 'events[5]._id'],
    ['an album of an unknown event', (s) => void (s.gallery.albums[0]!.eventId = 'nope'), 'gallery.albums[0].eventId'],
    ['a review of an unknown event', (s) => void (s.reviews.find((r) => r.type === 'event')!.targetId = 'nope'), 'reviews[8].targetId'],
    ['a block ending before it starts', (s) => void (s.blockDates[0]!.dateTo = '2000-01-01'), 'blockDates[0].dateTo'],
    // One period: 22:00 to 02:00 of the same date ends before it starts.
    [
      'a block ending at an earlier time of its date',
      (s) => void (s.blockDates[0]!.dateTo = s.blockDates[0]!.dateFrom),
      'blockDates[0].dateTo',
    ],
    ['a picture that is not seeded', (s) => void (s.sliders[1]!.image = '/venue-api/media/missing.svg'), 'sliders[1].image'],
    ['more tickets sold than exist', (s) => void (s.events[0]!.tickets[0]!.sold = 1000), 'events[0].tickets[0].sold'],
    ['a NUL character in a text', (s) => void (s.faqItems[2]!.answer = '<p>Doors\u0000open</p>'), 'faqItems[2].answer'],
    [
      'a time zone Intl does not know',
      (s) => void (s.generalInfo.general.timeZone = 'Brooklyn/Mercer_Lane'),
      'generalInfo.general.timeZone',
    ],
  ])('%s', (_, edit, path) => {
    const result = parseSeed(demoWith(edit), 'seed.json');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.path).toBe(path);
      expect(describeSeedError(result.error)).toContain(`seed.json: ${path}: `);
    }
  });
});

describe('seed validation holds events to the venue week', () => {
  // On TODAY (Saturday 2030-06-15) events[0] is Deep Nights, that Saturday; the demo venue closes on Mondays.
  it.each<[string, (seed: EditableSeed) => void, string, string]>([
    [
      'a name that names another weekday',
      (s) => void (s.events[0]!.name = 'Hip-Hop Fridays'),
      'events[0].name',
      'Names Friday, but the event is on a Saturday (2030-06-15)',
    ],
    [
      'a date the hours mark closed',
      (s) => void (s.events[0]!.date = '2030-06-17'),
      'events[0].date',
      "2030-06-17 is a Monday, which the venue's hours mark closed",
    ],
    [
      'a closed day of a venue that changed its hours',
      (s) => void (s.generalInfo.hours!.Saturday = { DayOff: true, timeFromSaturday: null, timeToSaturday: null }),
      'events[0].date',
      "2030-06-15 is a Saturday, which the venue's hours mark closed",
    ],
  ])('refuses %s', (_, edit, path, message) => {
    expect(parseSeed(demoWith(edit), 'seed.json')).toEqual({ ok: false, error: { _tag: 'SeedError', source: 'seed.json', path, message } });
  });

  it('takes a weekday name on its weekday, and any date when the venue names no closed day', () => {
    expect(
      parseSeed(
        demoWith((s) => void (s.events[0]!.name = 'Saturday Deep Nights')),
        'seed.json',
      ).ok,
    ).toBe(true);
    expect(
      parseSeed(
        demoWith((s) => {
          s.generalInfo.hours = {};
          s.events[0]!.date = '2030-06-17';
        }),
        'seed.json',
      ).ok,
    ).toBe(true);
  });
});

describe('loadSeedFile', () => {
  const tmpFile = async (text: string) => {
    const file = join(await mkdtemp(join(tmpdir(), 'venue-seed-')), 'seed.json');
    await writeFile(file, text);
    return file;
  };

  it('loads a venue written as JSON', async () => {
    const file = await tmpFile(JSON.stringify(buildDemoSeed(TODAY), null, 2));
    const seed = await loadSeedFile(file);
    expect(seed.ok && seed.value.generalInfo.name).toBe('Velvet Room');
  });

  it('refuses text that is not JSON, and a missing file', async () => {
    const broken = await loadSeedFile(await tmpFile('{ "generalInfo": '));
    expect(broken.ok || broken.error.message).toMatch(/Not valid JSON/);
    const missing = await loadSeedFile('/nonexistent/seed.json');
    expect(missing.ok || missing.error.message).toMatch(/Cannot read the file/);
  });
});
