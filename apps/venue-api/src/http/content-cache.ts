// The encoded answers of the public content reads, kept in memory: a busy night's home page asks for
// the same few documents thousands of times. An entry holds only for the database's content version
// it was read at (db/content-writes.ts) and the venue's date, so a change is visible on the next
// request. The TTL bounds what an instance misses when several share one PostgreSQL server.
// Only paths listed in cachedContentPaths pass here; private answers (orders, chat) never do.
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { textLanguageOf, venueTexts } from '../languages/venue-texts';
import type { ApiContext } from './api-context';
import { etagOf, matchesEtag } from './etag';
import { acceptsGzip, GZIP_THRESHOLD } from './gzip-answer';
import { todayOf } from './today';

/** The content reads cached (paths under /venue-api); each answers the same to every signed-in caller. */
export const cachedContentPaths = [
  '/general-info',
  '/api/venue/getFinancialSettings',
  '/api/venue-website-settings/:id',
  '/faq-items',
  '/food-menu-items',
  '/menu-items',
  '/sliders',
  '/upcomig-events',
  '/past-events',
  '/api/events/getAllEvents',
  '/event-info/:id',
  '/event-tickets/:id',
  '/api/eventTickets/getGroupTickets/:id',
  '/bottles-items',
  '/api/shopping/getBottleCategories',
  '/api/shopping/getGroupBottles/:id',
  '/gallery-items',
  '/event-album/:id',
  '/api/talents/getAll/:page/:pageSize',
  '/api/talents/getOne/:id',
  '/block-times',
  '/api/blockReservations/getUpBlocks',
  '/review/:type/:id',
  '/api/reviews/review/:type/:id',
] as const;

export const CONTENT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  readonly version: number;
  readonly storedAt: number;
  readonly body: Uint8Array<ArrayBuffer>;
  readonly contentType: string;
  readonly etag: string;
  gzipped?: Uint8Array<ArrayBuffer>;
}

function answer(c: Context, entry: Entry): Response {
  const headers: Record<string, string> = {
    etag: entry.etag,
    // Browsers may keep it but ask again; the ETag makes the answer to that a 304.
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding, Accept-Language',
  };
  if (matchesEtag(c.req.header('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = entry.contentType;
  if (entry.body.byteLength >= GZIP_THRESHOLD && acceptsGzip(c)) {
    entry.gzipped ??= new Uint8Array(gzipSync(entry.body));
    const length = String(entry.gzipped.byteLength);
    return new Response(entry.gzipped, { status: 200, headers: { ...headers, 'content-encoding': 'gzip', 'content-length': length } });
  }
  // With its length the compress middleware leaves a small body alone instead of compressing it on every request.
  return new Response(entry.body, { status: 200, headers: { ...headers, 'content-length': String(entry.body.byteLength) } });
}

/** Serves a listed content read from memory, or reads it once and keeps its encoded body. */
export function contentCache(ctx: ApiContext): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const version = ctx.db.contentVersion();
    // Each language the venue's texts are in is an answer of its own (http/content-language.ts).
    const language = textLanguageOf(await venueTexts(ctx.db), c.req.header('accept-language'));
    const key = `${todayOf(ctx)} ${language} ${c.req.path}${new URL(c.req.url).search}`;
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.version === version && now - cached.storedAt < CONTENT_CACHE_TTL_MS) return answer(c, cached);
    await next();
    const res = c.res;
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const entry: Entry = { version, storedAt: now, body, contentType: res.headers.get('content-type') ?? '', etag: etagOf(body) };
    // What was read while a write ended may be old: answer it, but keep only what is still current.
    if (ctx.db.contentVersion() === version) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, entry);
    }
    // Replaced, not merged: the handler's headers (its length) do not fit a compressed body.
    c.res = undefined;
    c.res = answer(c, entry);
  };
}
