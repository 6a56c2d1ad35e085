// The venue's own texts in the language a call asks for (docs/product.md#languages): its Accept-Language, among the
// languages the venue writes its texts in, else the venue's default. The routes answer in the default language; this
// one place puts each translated text into every JSON answer (a content read, an order's lines, a find-my-orders
// list), looking only at the fields that hold the venue's texts: never an id, a date or a link, and a guest's words
// only where they are the very words of a venue's text. A call in the default language costs one in-memory look-up.
import type { MiddlewareHandler } from 'hono';
import { textLanguageOf, venueTexts } from '../languages/venue-texts';
import { TEXT_KEYS } from '../seed/seed-text-fields';
import type { ApiContext } from './api-context';

/** The answer with each of the venue's texts in the language `texts` translate to; `key` is the field holding `value`. */
export function translatedAnswer(value: unknown, texts: ReadonlyMap<string, string>, key = ''): unknown {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? (texts.get(value) ?? value) : value;
  // A list's items are its field's (a menu's `tags`, say, are no text of the venue's).
  if (Array.isArray(value)) return value.map((item) => translatedAnswer(item, texts, key));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, translatedAnswer(inner, texts, field)]));
}

export function venueTextsInLanguage(ctx: ApiContext): MiddlewareHandler {
  return async (c, next) => {
    const venue = await venueTexts(ctx.db);
    const texts = venue.translations.get(textLanguageOf(venue, c.req.header('accept-language'))) ?? null;
    await next();
    c.res.headers.append('vary', 'Accept-Language');
    if (texts === null || !c.res.ok || !(c.res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    const { status } = c.res;
    const body = JSON.stringify(translatedAnswer(await c.res.json(), texts));
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    // Replaced, not merged: the route's length does not fit the new body.
    c.res = undefined;
    c.res = new Response(body, { status, headers });
  };
}
