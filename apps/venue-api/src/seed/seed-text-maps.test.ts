// A seed's texts written per language (docs/seed-format.md#texts-in-several-languages): the default language's text in
// place, the others as translations keyed by it, and every mistake refused with the path of the text at fault.
import { describe, expect, it } from 'vitest';
import { buildDemoSeed } from './demo-venue';
import { parseSeed } from './parse-seed';
import type { VenueSeedInput } from './venue-seed.schema';

type Editable<T> = T extends readonly (infer U)[] ? Editable<U>[] : T extends object ? { -readonly [K in keyof T]: Editable<T[K]> } : T;

/** The demo (English first, then French and Hebrew) with texts of `edit`'s: maps where the schemas take text. */
function seedWith(edit: (seed: Record<string, unknown> & Editable<VenueSeedInput>) => void): unknown {
  const seed = structuredClone(buildDemoSeed('2030-06-15')) as Record<string, unknown> & Editable<VenueSeedInput>;
  seed.generalInfo.general.languages = ['en', 'fr', 'he'];
  edit(seed);
  return seed;
}

const at = (seed: Editable<VenueSeedInput>, index: number) => seed.events[index] as unknown as Record<string, unknown>;

describe('texts written per language in a seed', () => {
  it('stores the default text in place and the others as translations, one for every record with the same words', () => {
    const parsed = parseSeed(
      seedWith((s) => {
        at(s, 0).name = { en: 'Afro Nights', 'fr-FR': 'Nuits afro' };
        at(s, 0).category = { en: 'House', fr: 'House' };
        at(s, 1).name = { en: 'Afro Nights', fr: 'Nuits afro' };
        const position = s.jobPositions?.[0] as unknown as Record<string, unknown>;
        position.title = { en: 'Bartender', fr: 'Barman ou barmaid' };
      }),
      'seed.json',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.events[0]?.name).toBe('Afro Nights');
    expect(parsed.value.jobPositions?.[0]?.title).toBe('Bartender');
    expect(parsed.value.translations).toEqual([
      { language: 'fr', source: 'Afro Nights', text: 'Nuits afro' },
      { language: 'fr', source: 'House', text: 'House' },
      { language: 'fr', source: 'Bartender', text: 'Barman ou barmaid' },
    ]);
  });

  it('keeps a seed without any as it was, with no translations', () => {
    const parsed = parseSeed(
      seedWith(() => {}),
      'seed.json',
    );
    expect(parsed.ok && parsed.value.translations).toBeUndefined();
  });

  it.each<[string, (seed: Editable<VenueSeedInput>) => void, string, string]>([
    [
      'a language the venue does not name',
      (s) => void (at(s, 0).name = { en: 'Afro Nights', es: 'Noches afro' }),
      'events[0].name.es',
      '"es" is not one of the venue\'s languages (en, fr, he)',
    ],
    [
      'a map without the default language',
      (s) => void (at(s, 0).name = { fr: 'Nuits afro' }),
      'events[0].name',
      'Expected a text in the venue\'s default language "en"',
    ],
    ['a language twice', (s) => void (at(s, 0).name = { en: 'A', fr: 'B', 'fr-CA': 'C' }), 'events[0].name.fr-CA', 'A second text in "fr"'],
    ['a value that is no text', (s) => void (at(s, 0).name = { en: 'A', fr: 3 }), 'events[0].name.fr', 'Expected a text'],
    [
      'a map that leaves out a language another map gives',
      (s) => {
        at(s, 0).name = { en: 'Afro Nights', fr: 'Nuits afro', he: 'לילות אפרו' };
        at(s, 1).name = { en: 'Soul Train', fr: 'Train de la soul' };
      },
      'events[1].name',
      'Expected a text in "he" too: each text written per language gives every one of en, fr, he',
    ],
    [
      'two translations of one text in one language',
      (s) => {
        at(s, 0).location = { en: 'Main Room', fr: 'Grande salle' };
        at(s, 1).location = { en: 'Main Room', fr: 'Salle principale' };
      },
      'events[1].location.fr',
      '"Main Room" has another "fr" text at events[0].location: one text, one translation',
    ],
  ])('refuses %s', (_, edit, path, message) => {
    expect(parseSeed(seedWith(edit), 'seed.json')).toEqual({ ok: false, error: { _tag: 'SeedError', source: 'seed.json', path, message } });
  });

  it('holds each translation to the bounds of the text it stands for', () => {
    const tooLong = parseSeed(
      seedWith((s) => void ((s.jobPositions?.[0] as unknown as Record<string, unknown>).title = { en: 'Bartender', fr: 'B'.repeat(101) })),
      'seed.json',
    );
    expect(tooLong).toMatchObject({ ok: false, error: { path: 'jobPositions[0].title.fr', message: expect.stringMatching(/^In "fr": /) } });
  });

  it('takes maps only where the venue writes a text: an id or a date is the same in every language', () => {
    const dated = parseSeed(
      seedWith((s) => void (at(s, 0).date = { en: '2030-06-15', fr: '2030-06-15' })),
      'seed.json',
    );
    expect(dated).toMatchObject({ ok: false, error: { path: 'events[0].date' } });
  });
});
