import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pluralCategory, type PluralLanguage } from './plural-rules';

describe('plural rules', () => {
  it.each<PluralLanguage>(['en', 'fr', 'es', 'he'])('%s: the category Intl gives every whole count', (language) => {
    const rules = new Intl.PluralRules(language);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 10_000_000 }), fc.constant(1_000_000)), (count) => {
        expect(pluralCategory(language, count)).toBe(rules.select(count));
      }),
    );
  });
});
