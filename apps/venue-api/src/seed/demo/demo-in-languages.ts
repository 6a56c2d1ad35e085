// The demo's texts in a variant's other language (docs/seed-format.md#texts-in-several-languages): a variant that gives
// the same venue in another of its languages too is seeded with each of its texts that reads otherwise there written
// per language, as a venue's seed file writes them, so the demo goes through the same loading as any seed.
import { seedTextFields } from '../seed-text-fields';
import type { VenueSeedInput } from '../venue-seed.schema';

/** `seed` with each text that `other` (the same venue in `otherLanguage`) writes otherwise as a map of both. */
export function withOtherLanguage(seed: VenueSeedInput, language: string, other: VenueSeedInput, otherLanguage: string): unknown {
  const file: unknown = structuredClone(seed);
  const others = new Map(seedTextFields(other).map((field) => [field.path, field.value]));
  for (const field of seedTextFields(file)) {
    const text = others.get(field.path);
    if (typeof field.value !== 'string' || typeof text !== 'string' || text === field.value) continue;
    field.replace({ [language]: field.value, [otherLanguage]: text });
  }
  return file;
}
