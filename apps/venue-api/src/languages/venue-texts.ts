// The venue's own texts in its other languages (docs/product.md#languages): translations keyed by the text in the
// venue's default language (migrations/026-content-translations.sql), written by the seed. Read once per content
// version, for the content reads' answers (http/content-language.ts) and what the backend writes for a guest.
import type { Database, Queryable } from '../db/database.port';
import { insertRows } from '../db/insert-rows';
import { contentMemo } from '../store/content-memo';
import { readGeneralInfo } from '../store/venue.store';
import { preferredLanguage } from '@venue/core/i18n/accept-language';
import { venueLanguages } from '@venue/core/i18n/languages';
import { isGuestLanguage, venueDefaultLanguage, type GuestLanguage } from './guest-language';

/** The text `source` (in the venue's default language) in `language`. */
export interface ContentTranslation {
  readonly language: GuestLanguage;
  readonly source: string;
  readonly text: string;
}

export interface VenueTexts {
  /** The languages the venue's texts are written in, its default first: among its languages, those given a translation. */
  readonly languages: readonly [GuestLanguage, ...GuestLanguage[]];
  /** Default-language text to text, for each other language. */
  readonly translations: ReadonlyMap<GuestLanguage, ReadonlyMap<string, string>>;
}

const loadVenueTexts = contentMemo(async (db): Promise<VenueTexts> => {
  const named = (await readGeneralInfo(db))?.general.languages ?? [];
  const fallback = venueDefaultLanguage(named);
  const rows = await db.query<ContentTranslation>('SELECT language, source, text FROM content_translation');
  const translations = new Map<GuestLanguage, Map<string, string>>();
  for (const { language, source, text } of rows) {
    if (!isGuestLanguage(language) || language === fallback) continue;
    let texts = translations.get(language);
    if (!texts) translations.set(language, (texts = new Map()));
    texts.set(source, text);
  }
  // In the venue's order; a language it no longer names is left out.
  const others = venueLanguages(named).filter((l): l is GuestLanguage => isGuestLanguage(l) && l !== fallback && translations.has(l));
  return { languages: [fallback, ...others], translations };
});

export const venueTexts = (db: Database): Promise<VenueTexts> => loadVenueTexts(db, db);

/** The language a read asking in `acceptLanguage` gets the venue's texts in: one they are written in, else the default. */
export function textLanguageOf(texts: VenueTexts, acceptLanguage: string | undefined): GuestLanguage {
  return preferredLanguage(acceptLanguage, texts.languages);
}

/** One of the venue's texts in `language` (a record's, for a guest's mail or invoice): as written when it has no translation. */
export async function venueText(db: Database, text: string, language: string): Promise<string> {
  if (!isGuestLanguage(language)) return text;
  return (await venueTexts(db)).translations.get(language)?.get(text) ?? text;
}

export const writeTranslations = (tx: Queryable, rows: readonly ContentTranslation[]): Promise<void> =>
  insertRows(
    tx,
    'content_translation',
    { language: 'text', source: 'text', text: 'text' },
    rows.map((row) => ({ ...row })),
  );
