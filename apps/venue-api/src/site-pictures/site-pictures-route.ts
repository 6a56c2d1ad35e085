// The site's image route (docs/backend.md#the-sites-image-route): GET /site-pictures/{width}.{format}?src=…
// answers one rung of a picture at the venue API's address (or a listed origin), fetched once through
// the guards, written by sharp and kept on disk; an SVG passes through sandboxed. A source that is not
// allowed is refused; an allowed one that cannot be read sends the browser to it (docs/decisions.md#pictures-at-the-venues-own-address).
import type { Context, Hono } from 'hono';
import { PICTURE_MEDIA_TYPES, type PictureFormat, type PictureWidth } from '@venue/core/pictures/picture-ladder';
import { PICTURE_ROUTE, readRoutedPictureFile } from '@venue/core/pictures/picture-route';
import { browserAddress, originTrust, sourceUrl, type PictureSources } from './allowed-sources';
import { cacheKey, KEPT_FOR_MS, type CachedKind, type DiskCache } from './disk-cache';
import { guardedFetch, systemResolve, type FetchOutcome, type InProcessSource, type ResolveName } from './guarded-fetch';
import { createWorkQueue, type WorkQueue } from '../pictures/picture-work-queue';
import { renderRung } from './picture-rungs';
import { sniffSourceFormat } from './source-format';

export interface SitePicturesOptions {
  readonly sources: PictureSources;
  readonly cache: DiskCache;
  /** How outside names resolve; the system's by default, a fixed table in tests. */
  readonly resolve?: ResolveName;
  /** The embedded backend's API, read without the network. */
  readonly inProcess?: InProcessSource;
  readonly queue?: WorkQueue;
  readonly timeoutMs?: number;
}

/** A day, as long as the disk keeps it: the venue's address may show a new picture later, so a rung is not `immutable`. */
export const SITE_PICTURE_CACHE_CONTROL = `public, max-age=${KEPT_FOR_MS / 1000}`;
/** An SVG from elsewhere runs nothing and loads nothing, even opened on its own. */
export const SVG_SANDBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** How long a source that failed is not asked again: a broken address costs one fetch a minute, not one a view. */
const FAILURE_MEMORY_MS = 60_000;
const MAX_REMEMBERED_FAILURES = 1_000;

type Produced =
  | { readonly kind: 'file'; readonly file: CachedKind; readonly bytes: Buffer }
  | { readonly kind: 'refused' }
  | { readonly kind: 'fallback' };

const MEDIA_TYPES: Readonly<Record<CachedKind, string>> = { ...PICTURE_MEDIA_TYPES, svg: 'image/svg+xml' };

function answerFile(c: Context, file: CachedKind, bytes: Buffer): Response {
  const headers: Record<string, string> = {
    'content-type': MEDIA_TYPES[file],
    'cache-control': SITE_PICTURE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  };
  if (file === 'svg') headers['content-security-policy'] = SVG_SANDBOX_POLICY;
  return c.body(new Uint8Array(bytes), 200, headers);
}

const refused = (c: Context): Response => c.text('This picture address is not allowed.', 403, { 'cache-control': 'no-store' });

export function sitePicturesRoute(options: SitePicturesOptions): (c: Context) => Promise<Response> {
  const queue = options.queue ?? createWorkQueue({ running: 4, waiting: 64 });
  const fetching = new Map<string, Promise<FetchOutcome>>();
  const producing = new Map<string, Promise<{ busy: false; value: Produced } | { busy: true }>>();
  const failures = new Map<string, { readonly until: number; readonly kind: 'refused' | 'fallback' }>();
  const fetchOptions = {
    sources: options.sources,
    resolve: options.resolve ?? systemResolve,
    inProcess: options.inProcess,
    timeoutMs: options.timeoutMs,
  };

  /** One fetch per source at a time: rungs asked together share it. */
  function fetchOnce(url: URL): Promise<FetchOutcome> {
    let pending = fetching.get(url.href);
    if (!pending) {
      pending = guardedFetch(url, fetchOptions).finally(() => fetching.delete(url.href));
      fetching.set(url.href, pending);
    }
    return pending;
  }

  function remember(url: URL, kind: 'refused' | 'fallback', reason: string): Produced {
    console.warn(`Site picture ${url.href} ${kind === 'refused' ? 'refused' : 'not read'}: ${reason}.`);
    if (failures.size >= MAX_REMEMBERED_FAILURES) failures.clear();
    failures.set(url.href, { until: Date.now() + FAILURE_MEMORY_MS, kind });
    return { kind };
  }

  /** A file that cannot be kept (a full disk) is still answered, and made again next time. */
  const keep = (key: string, kind: CachedKind, bytes: Buffer): Promise<void> =>
    options.cache.write(key, kind, bytes).catch((error: unknown) => console.warn(`A site picture was not kept: ${String(error)}`));

  async function produce(url: URL, key: string, width: PictureWidth, format: PictureFormat): Promise<Produced> {
    const fetched = await fetchOnce(url);
    if (fetched.kind === 'refused') return remember(url, 'refused', fetched.reason);
    if (fetched.kind === 'failed') return remember(url, 'fallback', fetched.reason);
    const sourceFormat = sniffSourceFormat(fetched.bytes);
    if (sourceFormat === null) return remember(url, 'fallback', 'it is not a picture');
    if (sourceFormat === 'svg') {
      await keep(key, 'svg', fetched.bytes);
      return { kind: 'file', file: 'svg', bytes: fetched.bytes };
    }
    let bytes: Buffer;
    try {
      bytes = await renderRung(fetched.bytes, width, format);
    } catch (error) {
      return remember(url, 'fallback', error instanceof Error ? error.message : String(error));
    }
    await keep(key, format, bytes);
    return { kind: 'file', file: format, bytes };
  }

  return async (c) => {
    const url = new URL(c.req.url);
    const asked = readRoutedPictureFile(url.pathname, url.searchParams.get('src'));
    if (asked === null) return c.text('This picture was not found.', 404);
    const source = sourceUrl(asked.source, options.sources);
    if (source === null || originTrust(source, options.sources) === null) return refused(c);
    const fallback = (): Response => {
      c.header('cache-control', 'no-store');
      return c.redirect(browserAddress(source, asked.source, options.sources), 302);
    };
    const key = cacheKey(source.href, asked.width, asked.format);
    const kept = await options.cache.read(key, [asked.format, 'svg']);
    if (kept) return answerFile(c, kept.kind, kept.bytes);
    const failed = failures.get(source.href);
    if (failed && failed.until > Date.now()) return failed.kind === 'refused' ? refused(c) : fallback();
    let pending = producing.get(key);
    if (!pending) {
      pending = queue.run(() => produce(source, key, asked.width, asked.format)).finally(() => producing.delete(key));
      producing.set(key, pending);
    }
    const outcome = await pending;
    if (outcome.busy)
      return c.text('Pictures are busy just now; try again in a moment.', 503, { 'retry-after': '5', 'cache-control': 'no-store' });
    const produced = outcome.value;
    if (produced.kind === 'file') return answerFile(c, produced.file, produced.bytes);
    return produced.kind === 'refused' ? refused(c) : fallback();
  };
}

/** Before the site's pages and files, which answer every other path. */
export function mountSitePictures(app: Hono, options: SitePicturesOptions): void {
  app.get(`${PICTURE_ROUTE}/*`, sitePicturesRoute(options));
}
