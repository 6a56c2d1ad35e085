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
 * The venue's language the guest prefers: the first of their wishes (by quality, then order) that the venue
 * speaks, a regional tag matching its language (`fr-CA` → `fr`); the venue's default when none does.
 */
export function preferredLanguage<L extends SiteLanguage>(header: string | null | undefined, languages: readonly [L, ...L[]]): L {
  for (const wish of wishesOf(header ?? '')) {
    const exact = languages.find((language) => language.toLowerCase() === wish.tag);
    if (exact) return exact;
    const base = wish.tag.split('-', 1)[0];
    const byBase = languages.find((language) => language === base);
    if (byBase) return byBase;
  }
  return languages[0];
}
