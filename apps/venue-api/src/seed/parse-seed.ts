// Turns an untrusted seed (a parsed JSON file, or the generated demo) into checked seed data, with the translations
// of the texts it writes per language, or a message naming the field path at fault.
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { ContentTranslation } from '../languages/venue-texts';
import { unstorableText } from '../shared/unstorable-text';
import { checkEventDays } from './check-event-days';
import { checkSeedReferences } from './check-seed-references';
import { seedExponent } from './seed-exponent';
import { takeOutTextMaps } from './seed-text-maps';
import { venueSeedSchemasIn, type VenueSeedData, type VenueSeedInput } from './venue-seed.schema';

export interface SeedError {
  readonly _tag: 'SeedError';
  readonly source: string;
  readonly path: string;
  readonly message: string;
}

/** The currency fields of the seed's general info, as written; anything else is left to the schema to refuse. */
function generalInfoOf(input: unknown): { general: { currency?: string; currencyCode?: string } } | null {
  const general = (input as { generalInfo?: { general?: unknown } } | null)?.generalInfo?.general;
  if (typeof general !== 'object' || general === null) return null;
  const { currency, currencyCode } = general as Record<string, unknown>;
  return {
    general: {
      ...(typeof currency === 'string' ? { currency } : {}),
      ...(typeof currencyCode === 'string' ? { currencyCode } : {}),
    },
  };
}

/** A checked seed, with its texts' translations when it wrote some per language (seed-text-maps.ts). */
export type CheckedSeed = VenueSeedData & { readonly translations?: readonly ContentTranslation[] };

export function parseSeed(input: unknown, source: string): Result<CheckedSeed, SeedError> {
  const unstorable = unstorableText(input);
  if (unstorable !== null) return err({ _tag: 'SeedError', source, path: unstorable.path, message: unstorable.problem });
  const texts = takeOutTextMaps(input);
  if (!texts.ok) return err({ _tag: 'SeedError', source, ...texts.error });
  const { seed, otherLanguages, mapPaths, translations } = texts.value;
  const checked = checkSeed(seed, source);
  if (!checked.ok) return checked;
  // Each language's texts pass the same checks as the default's: a translation is bounded as what it stands for.
  for (const { language, seed: inLanguage } of otherLanguages) {
    const other = checkSeed(inLanguage, source);
    if (other.ok) continue;
    const path = mapPaths.has(other.error.path) ? `${other.error.path}.${language}` : other.error.path;
    return err({ ...other.error, path, message: `In "${language}": ${other.error.message}` });
  }
  return ok(translations.length === 0 ? checked.value : { ...checked.value, translations });
}

function checkSeed(input: unknown, source: string): Result<VenueSeedData, SeedError> {
  // The general info carries no money: its currency tells the decimals the rest is written with.
  const decoded = decodeWith(venueSeedSchemasIn(seedExponent(generalInfoOf(input))).VenueSeed, source)(input);
  if (!decoded.ok) return err({ _tag: 'SeedError', source, path: decoded.error.path, message: decoded.error.message });
  // References are checked on the input: its paths are the ones the author wrote.
  const problem = checkSeedReferences(input as VenueSeedInput) ?? checkEventDays(input as VenueSeedInput);
  if (problem) return err({ _tag: 'SeedError', source, ...problem });
  return ok(decoded.value);
}

export const describeSeedError = (e: SeedError): string => `${e.source}: ${e.path || '(root)'}: ${e.message}`;
