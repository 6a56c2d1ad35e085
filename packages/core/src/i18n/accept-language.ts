// The language a guest's browser asks for (the Accept-Language header), among the venue's.
import type { SiteLanguage } from './languages';

interface Wish {
  readonly tag: string;
  readonly quality: number;
  readonly order: number;
}

const MAX_HEADER = 512;
const MAX_WISHES = 20;

function wishesOf(header: string): Wish[] {
  return header
    .slice(0, MAX_HEADER)
    .split(',')
    .slice(0, MAX_WISHES)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((wish) => wish.tag !== '' && wish.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/**
 * The first of the guest's wishes (by quality, then order) among `languages`, a regional tag matching its
 * language (`fr-CA` → `fr`); null when none is.
 */
export function acceptedLanguage<L extends string>(header: string | null | undefined, languages: readonly L[]): L | null {
  for (const wish of wishesOf(header ?? '')) {
    const exact = languages.find((language) => language.toLowerCase() === wish.tag);
    if (exact) return exact;
    const base = wish.tag.split('-', 1)[0];
    const byBase = languages.find((language) => language === base);
    if (byBase) return byBase;
  }
  return null;
}

/** The venue's language the guest prefers (acceptedLanguage); the venue's default when they ask for none it speaks. */
export const preferredLanguage = <L extends SiteLanguage>(header: string | null | undefined, languages: readonly [L, ...L[]]): L =>
  acceptedLanguage(header, languages) ?? languages[0];
