// Server rendering of the site's pages (docs/architecture.md#server-rendering): loads the web app's
// server bundle (apps/web/dist-server, built by npm run build), answers page paths with their
// rendered HTML, serves /robots.txt, /sitemap.xml and a flow page's /start-modules, and keeps the
// HTML of shared content pages for a few seconds, dropped as soon as anything writes to the venue API
// or the database's content version moves (a change made by another instance on the same PostgreSQL
// server, db/content-writes.ts).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { preferredLanguage } from '@venue/core/i18n/accept-language';
import { languageOfPath, pathIn } from '@venue/core/i18n/language-path';
import type { SiteLanguage } from '@venue/core/i18n/languages';
import { START_MODULES_PATH, startModulesAsked } from '@venue/core/routing/start-modules';
import type { ClientCredentials } from '../config/demo-client';
import { languageChoiceOf } from './language-choice';
import { inBrotliIfTaken } from './brotli-page';
import { acceptsGzip, GZIP_THRESHOLD } from './gzip-answer';
import { noncedPage, type NoncedPage } from './nonced-page';
import { sitePathOf } from './site';
import { scriptNonceOf } from './security-headers';

/** The venue's languages, its default first. */
type VenueLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

/** The part of apps/web/src/server/render-page.tsx this backend uses: one per language the site is built in. */
interface PageRenderer {
  readonly language: SiteLanguage;
  render(request: Request, options: { nonce: string; languages: VenueLanguages }): Promise<Response>;
  venueLanguages(): Promise<VenueLanguages>;
  sitemapXml(origin: string, languages: VenueLanguages): Promise<string>;
  robotsTxt(origin: string, languages: VenueLanguages): string;
  /** The modules an app loads, of its entry and a page's chunks; null when one is not of this build. */
  startModules(chunks: readonly string[]): readonly string[] | null;
}
/** What the browser is told at run time (apps/web/src/app/site-settings.ts). */
export interface BrowserSettings {
  readonly apiBase: string;
  readonly credentials: ClientCredentials;
  readonly lookups: { readonly ipUrl?: string; readonly countryUrl?: string };
  readonly timeZone?: string;
  readonly currencyCode?: string;
  readonly languages?: readonly string[];
}
interface RenderModule {
  createPageRenderer(options: {
    template: string;
    manifest: unknown;
    stylesheets: Record<string, string>;
    api: { baseURL: string; fetch: typeof fetch; timeoutMs: number };
    settings: BrowserSettings;
  }): PageRenderer;
  SHARED_PAGE_HEADER: string;
}

/** How long a shared page's HTML is reused; short, so time-bound content (tonight's event) moves on. */
export const RENDERED_PAGE_TTL_MS = 10_000;
const MAX_CACHED_PAGES = 500;

interface CachedPage {
  /** The HTML with a gap for each answer's own nonce (security-headers.ts), gzipped once. */
  readonly page: NoncedPage;
  /** Whether it is worth gzipping (the compress middleware's threshold). */
  readonly large: boolean;
  readonly expires: number;
  /** The content version it was rendered at: a page is kept only while the version stays. */
  readonly version: number;
}

/** A kept page with this answer's nonce, gzipped from its kept pieces when the browser takes gzip. */
function answerKept(c: Context, kept: CachedPage, nonce: string, cache: 'hit' | 'miss'): Response {
  const headers = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache', 'x-render-cache': cache };
  if (!kept.large || !acceptsGzip(c)) return c.html(kept.page.html(nonce), 200, headers);
  const body = kept.page.gzip(nonce);
  // Already gzipped, with its length: the compress middleware leaves it alone.
  return new Response(body, {
    status: 200,
    headers: { ...headers, vary: 'Accept-Encoding', 'content-encoding': 'gzip', 'content-length': String(body.byteLength) },
  });
}

export interface RenderedSite {
  /** Before the API's routes: a write to the venue API drops every kept page. */
  readonly invalidateOnWrite: MiddlewareHandler;
  /** Before the static site: page paths, robots.txt, sitemap.xml and start-modules. */
  mount(app: Hono): void;
}

/** Every CSS file the build wrote, read once: pages carry their styles inline. */
async function builtStylesheets(webRoot: string, manifest: Record<string, { css?: string[] }>): Promise<Record<string, string>> {
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  const texts = await Promise.all(files.map((file) => readFile(join(webRoot, file), 'utf8')));
  return Object.fromEntries(files.map((file, i) => [file, texts[i] ?? '']));
}

/**
 * Where the renderer's API calls go: this same app, answered in-process without a socket, or the
 * venue's own API over HTTP (VENUE_API_URL, docs/architecture.md#one-build-any-backend).
 */
export type SiteBackend = { readonly kind: 'embedded' } | { readonly kind: 'remote'; readonly apiUrl: string };

/** The address the in-process calls carry; nothing listens there. */
const IN_PROCESS_API_BASE = 'http://venue.internal/venue-api/';

/** A server-side call's limit: the guest waits for the page, so a slow API gives a 503 soon. */
export const SERVER_API_TIMEOUT_MS = 4_000;

export interface SiteOptions {
  readonly backend: SiteBackend;
  readonly settings: BrowserSettings;
  /**
   * The database's content version (ApiContext db.contentVersion), which grows after every content
   * write, this instance's or, on a PostgreSQL server, another's; none when the API is elsewhere.
   */
  readonly contentVersion?: () => number;
}

/** The venue API's fetch that says in the log which call failed, and how. */
function loggedFetch(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const call = `${request.method} ${request.url}`;
    try {
      const answer = await send(request);
      // A 503 is the API saying it is briefly unavailable (its database away): its own log says so, once.
      if (answer.status >= 500 && answer.status !== 503)
        console.error(`Venue API call failed while rendering: ${call} answered ${answer.status}.`);
      return answer;
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      console.error(`Venue API call failed while rendering: ${call}: ${reason}`);
      throw error;
    }
  };
}

interface Renderers {
  /** By language; the first built is the one asked for the venue's languages. */
  readonly byLanguage: ReadonlyMap<SiteLanguage, PageRenderer>;
  readonly first: PageRenderer;
  readonly sharedHeader: string;
}

/** The languages the site was built in: dist-server/<language>/render-page.js (apps/web/build/build-languages.ts). */
async function builtLanguages(serverRoot: string): Promise<string[]> {
  const folders = await readdir(serverRoot, { withFileTypes: true });
  const built = await Promise.all(
    folders
      .filter((f) => f.isDirectory())
      .map(async (f) => ((await stat(join(serverRoot, f.name, 'render-page.js')).catch(() => null)) ? f.name : null)),
  );
  return built.filter((name): name is string => name !== null).sort();
}

async function loadRenderers(webRoot: string, app: Hono, options: SiteOptions): Promise<Renderers | null> {
  const serverRoot = join(webRoot, '../dist-server');
  try {
    const inProcess: typeof fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)));
    const { backend } = options;
    const api =
      backend.kind === 'embedded'
        ? { baseURL: IN_PROCESS_API_BASE, fetch: loggedFetch(inProcess), timeoutMs: SERVER_API_TIMEOUT_MS }
        : { baseURL: backend.apiUrl, fetch: loggedFetch(globalThis.fetch), timeoutMs: SERVER_API_TIMEOUT_MS };
    const loaded = await Promise.all(
      (await builtLanguages(serverRoot)).map(async (language) => {
        const folder = join(serverRoot, language);
        const [module, template, manifest] = await Promise.all([
          import(pathToFileURL(join(folder, 'render-page.js')).href) as Promise<RenderModule>,
          readFile(join(folder, 'index.html'), 'utf8'),
          readFile(join(folder, 'manifest.json'), 'utf8'),
        ]);
        const chunks = JSON.parse(manifest) as Record<string, { css?: string[] }>;
        const stylesheets = await builtStylesheets(webRoot, chunks);
        const renderer = module.createPageRenderer({ template, manifest: chunks, stylesheets, api, settings: options.settings });
        return { renderer, sharedHeader: module.SHARED_PAGE_HEADER };
      }),
    );
    const [first] = loaded;
    if (!first) throw new Error(`no language is built in ${serverRoot}`);
    return {
      byLanguage: new Map(loaded.map(({ renderer }) => [renderer.language, renderer])),
      first: first.renderer,
      sharedHeader: first.sharedHeader,
    };
  } catch (error) {
    console.warn(`Pages are not server-rendered (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  }
}

/** The modules of the first build that has these chunks; the others are not asked once one answers. */
function startModulesOf(site: Renderers, chunks: readonly string[]): readonly string[] | null {
  for (const renderer of site.byLanguage.values()) {
    const modules = renderer.startModules(chunks);
    if (modules !== null) return modules;
  }
  return null;
}

/** How long the venue's languages are reused before the API is asked again; a write drops them at once. */
const LANGUAGES_TTL_MS = 10_000;

/** A path of a page: not of the API, nor of a built file (/view/:file pages may end in .pdf). */
async function isPagePath(webRoot: string, path: string): Promise<boolean> {
  if (path === '/venue-api' || path.startsWith('/venue-api/') || path.startsWith('/assets/')) return false;
  if (path === '/') return true;
  const requested = sitePathOf(path);
  // A path that is not valid text is no page: the static site answers it 404 (site.ts).
  if (requested === null) return false;
  try {
    return !(await stat(join(webRoot, requested))).isFile();
  } catch {
    return true;
  }
}

export function renderedSite(webRoot: string, options: SiteOptions): RenderedSite {
  const contentVersion = options.contentVersion ?? (() => 0);
  const cache = new Map<string, CachedPage>();
  let loading: ReturnType<typeof loadRenderers> | undefined;
  let languages: { readonly value: Promise<VenueLanguages>; readonly expires: number; readonly version: number } | null = null;

  const invalidateOnWrite: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) {
      cache.clear();
      languages = null;
    }
  };

  /** The venue's languages, read again after a while, a write or another instance's content change. */
  function venueLanguages(site: Renderers): Promise<VenueLanguages> {
    const version = contentVersion();
    if (languages && languages.expires > Date.now() && languages.version === version) return languages.value;
    const value = site.first.venueLanguages().catch(() => {
      languages = null;
      return [site.first.language] as VenueLanguages;
    });
    languages = { value, expires: Date.now() + LANGUAGES_TTL_MS, version };
    return value;
  }

  function mount(app: Hono): void {
    const ready = () => (loading ??= loadRenderers(webRoot, app, options));
    app.get('/robots.txt', async (c, next) => {
      const site = await ready();
      if (!site) return next();
      return c.text(site.first.robotsTxt(new URL(c.req.url).origin, await venueLanguages(site)));
    });
    app.get('/sitemap.xml', async (c, next) => {
      const site = await ready();
      if (!site) return next();
      try {
        const xml = await site.first.sitemapXml(new URL(c.req.url).origin, await venueLanguages(site));
        return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' });
      } catch {
        // The pages it lists come from the API, which failed (the log says which call).
        return c.text('The sitemap is not available just now.', 503, { 'retry-after': '30' });
      }
    });
    // What a flow page's start preloads (core's routing/start-modules.ts): the same chunks always give the same
    // list, so the browser keeps it; chunks of no build here (a page of an earlier build) get a 404, and the app
    // then loads its modules itself.
    app.get(START_MODULES_PATH, async (c, next) => {
      const site = await ready();
      if (!site) return next();
      const chunks = startModulesAsked(c.req.query('for'));
      const modules = chunks && startModulesOf(site, chunks);
      if (!modules) return c.json([], 404, { 'cache-control': 'no-store' });
      return c.json(modules, 200, { 'cache-control': 'public, max-age=31536000, immutable' });
    });
    app.get('*', async (c, next) => {
      // The home page with no language chosen goes to the one the guest's browser asks for (docs/product.md#languages).
      if (c.req.path === '/') {
        const site = await ready();
        const away = site ? homeInPreferredLanguage(c, await venueLanguages(site)) : null;
        if (away) return away;
      }
      // The whole URL as the request has it (origin, path, query): no need to parse it for a kept page.
      const key = c.req.url;
      const kept = cache.get(key);
      const nonce = scriptNonceOf(c);
      const version = contentVersion();
      // Only pages are kept, so a kept path needs no look at the disk.
      if (kept && kept.expires > Date.now() && kept.version === version) return answerKept(c, kept, nonce, 'hit');
      if (!(await isPagePath(webRoot, new URL(key).pathname))) return next();
      const site = await ready();
      if (!site) return next();
      const spoken = await venueLanguages(site);
      const renderer = site.byLanguage.get(languageOfPath(c.req.path, spoken).language) ?? site.first;
      let response: Response;
      try {
        response = await renderer.render(c.req.raw, { nonce, languages: spoken });
      } catch (error) {
        // A page that fails to render still reaches the guest: the static app renders it in the browser.
        console.error(error);
        return next();
      }
      if (!response.headers.has(site.sharedHeader)) return inBrotliIfTaken(c, response);
      const html = await response.text();
      const rendered: CachedPage = {
        page: noncedPage(html, nonce),
        large: Buffer.byteLength(html) >= GZIP_THRESHOLD,
        expires: Date.now() + RENDERED_PAGE_TTL_MS,
        version,
      };
      if (cache.size >= MAX_CACHED_PAGES) cache.clear();
      // A page rendered while content changed may show the old content: answer it, keep it not.
      if (contentVersion() === version) cache.set(key, rendered);
      return answerKept(c, rendered, nonce, 'miss');
    });
  }

  return { invalidateOnWrite, mount };
}

/**
 * A redirect from `/` to the home page in the language the guest's browser prefers, when the venue speaks it
 * and it is not the default; none once the guest chose a language on the site (its cookie, language-choice.ts).
 */
function homeInPreferredLanguage(c: Context, languages: VenueLanguages): Response | null {
  if (languages.length < 2) return null;
  const chosen = languageChoiceOf(c.req.header('cookie'), languages);
  const wanted = chosen ?? preferredLanguage(c.req.header('accept-language'), languages);
  if (wanted === languages[0]) return null;
  const search = new URL(c.req.url).search;
  return new Response(null, {
    status: 302,
    headers: {
      location: `${pathIn('/', wanted, languages[0])}${search}`,
      vary: 'Accept-Language, Cookie',
      'cache-control': 'private, no-cache',
    },
  });
}
