// A seed's texts written per language (docs/seed-format.md#texts-in-several-languages): a text field may hold a map
// from the venue's languages to text instead of one text. The seed's schemas stay as they are: the map's text in the
// venue's default language takes its place, and the others become translations keyed by that text, so one serves
// every record with the same words. Each other language's seed is checked by the same schemas, so a translation is
// bounded as the text it stands for.
import { languageOfTag, venueLanguages } from '@venue/core/i18n/languages';
import { err, ok, type Result } from '@venue/core/shared/result';
import { isGuestLanguage, venueDefaultLanguage, type GuestLanguage } from '../languages/guest-language';
import type { ContentTranslation } from '../languages/venue-texts';
import type { SeedProblem } from './check-seed-references';
import { seedTextFields, type SeedTextField } from './seed-text-fields';

/** The seed in one of the other languages its texts are written in. */
export interface SeedInLanguage {
  readonly language: GuestLanguage;
  readonly seed: unknown;
}

export interface SeedTexts {
  /** The seed with each map's default-language text in its place. */
  readonly seed: unknown;
  /** The seed in each other language its texts are written in, for the schemas to check. */
  readonly otherLanguages: readonly SeedInLanguage[];
  /** Where a text is written per language, so a problem in one language's seed names the map's entry. */
  readonly mapPaths: ReadonlySet<string>;
  readonly translations: readonly ContentTranslation[];
}

type TextMap = ReadonlyMap<GuestLanguage, string>;

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const quoted = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

function namedLanguages(input: unknown): readonly string[] {
  const named = (input as { generalInfo?: { general?: { languages?: unknown } } } | null)?.generalInfo?.general?.languages;
  return Array.isArray(named) ? named.filter((tag): tag is string => typeof tag === 'string') : [];
}

/** A map's texts by language, or the problem with it. */
function readMap(field: SeedTextField & { value: Record<string, unknown> }, venue: readonly GuestLanguage[]): Result<TextMap, SeedProblem> {
  const texts = new Map<GuestLanguage, string>();
  for (const [key, text] of Object.entries(field.value)) {
    const at = `${field.path}.${key}`;
    // "fr-CA" is French, as the site reads a venue's languages.
    const language = languageOfTag(key);
    if (!isGuestLanguage(language) || !venue.includes(language)) {
      return err({ path: at, message: `"${key}" is not one of the venue's languages (${venue.join(', ')})` });
    }
    if (texts.has(language)) return err({ path: at, message: `A second text in "${language}"` });
    if (typeof text !== 'string') return err({ path: at, message: 'Expected a text' });
    texts.set(language, text);
  }
  return ok(texts);
}

/** The seed with `language`'s text in place of each map (the default's where a map has none: never, once checked). */
function seedIn(input: unknown, maps: ReadonlyMap<string, TextMap>, language: GuestLanguage, fallback: GuestLanguage): unknown {
  const copy = structuredClone(input);
  for (const field of seedTextFields(copy)) {
    const map = maps.get(field.path);
    if (map) field.replace(map.get(language) ?? map.get(fallback));
  }
  return copy;
}

/** Takes the maps out of a parsed seed file; a seed without any is answered as it is. */
export function takeOutTextMaps(input: unknown): Result<SeedTexts, SeedProblem> {
  const named = namedLanguages(input);
  const fallback = venueDefaultLanguage(named);
  const venue = venueLanguages(named).filter(isGuestLanguage);
  const maps = new Map<string, TextMap>();
  for (const field of seedTextFields(input)) {
    if (!isMap(field.value)) continue;
    const read = readMap(field as SeedTextField & { value: Record<string, unknown> }, venue);
    if (!read.ok) return read;
    if (!read.value.has(fallback))
      return err({ path: field.path, message: `Expected a text in the venue's default language "${fallback}"` });
    maps.set(field.path, read.value);
  }
  if (maps.size === 0) return ok({ seed: input, otherLanguages: [], mapPaths: new Set(), translations: [] });

  // The languages the venue's texts are written in: every map gives each, so a page marks them right (docs/product.md#languages).
  const written = venue.filter((language) => language === fallback || [...maps.values()].some((map) => map.has(language)));
  const translations = new Map<string, ContentTranslation & { path: string }>();
  for (const [path, map] of maps) {
    const source = map.get(fallback) as string;
    for (const language of written) {
      const text = map.get(language);
      if (text === undefined) {
        return err({
          path,
          message: `Expected a text in "${language}" too: each text written per language gives every one of ${written.join(', ')}`,
        });
      }
      if (language === fallback) continue;
      const given = translations.get(`${language}\u0000${source}`);
      if (given && given.text !== text) {
        return err({
          path: `${path}.${language}`,
          message: `${quoted(source)} has another "${language}" text at ${given.path}: one text, one translation`,
        });
      }
      translations.set(`${language}\u0000${source}`, { language, source, text, path });
    }
  }
  return ok({
    seed: seedIn(input, maps, fallback, fallback),
    otherLanguages: written
      .filter((language) => language !== fallback)
      .map((language) => ({ language, seed: seedIn(input, maps, language, fallback) })),
    mapPaths: new Set(maps.keys()),
    translations: [...translations.values()].map(({ language, source, text }) => ({ language, source, text })),
  });
}
