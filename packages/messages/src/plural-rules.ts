// Plural forms by language, as CLDR has them for whole numbers (plural-rules.test.ts checks them against
// Intl.PluralRules): written out, so a page's messages need no locale data of Intl's (docs/performance.md).
export interface PluralForms {
  readonly one: string;
  readonly other: string;
  /** Hebrew's dual (2 hours: "שעתיים"); other languages never use it. */
  readonly two?: string;
  /** French and Spanish use it for round millions ("1 000 000 de billets"); else `other`. */
  readonly many?: string;
}

export type PluralLanguage = 'en' | 'fr' | 'es' | 'he';

type Category = 'one' | 'two' | 'many' | 'other';

/** The CLDR category of a whole count in a language. */
export function pluralCategory(language: PluralLanguage, count: number): Category {
  const n = Math.abs(count);
  switch (language) {
    case 'fr':
      if (n === 0 || n === 1) return 'one';
      return n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other';
    case 'es':
      if (n === 1) return 'one';
      return n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other';
    case 'he':
      if (n === 1) return 'one';
      return n === 2 ? 'two' : 'other';
    default:
      return n === 1 ? 'one' : 'other';
  }
}

/** The form of `forms` for `count` in `language`. */
export function plural(language: PluralLanguage, count: number, forms: PluralForms): string {
  return forms[pluralCategory(language, count)] ?? forms.other;
}
