// The server entry (vite build --ssr): renders any route of the one route table to HTML with
// react-router's static handler and React's streaming renderer, for the backend to serve
// (docs/architecture.md#server-rendering). API calls made by loaders go to the address and fetch
// given here: in-process for the embedded backend, over HTTP for a venue's own API.
import { JSDOM } from 'jsdom';
import { StrictMode, type ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { languageOfPath } from '@venue/core/i18n/language-path';
import { directionOf, venueLanguages, type SiteLanguage } from '@venue/core/i18n/languages';
import { canonicalPath } from '@venue/core/routing/routes';
import { startModulesHref } from '@venue/core/routing/start-modules';
import {
  BUILD_LANGUAGE,
  PAGE_LANGUAGE_GLOBAL,
  PageLanguageContext,
  pageLanguageOf,
  withBasename,
  withContentLanguages,
} from '../app/page-language';
import { session } from '../app/services';
import { venueMoneyExponent } from '@venue/core/money/venue-currency';
import { MONEY_EXPONENT_GLOBAL } from '../app/page-money';
import { VENUE_COUNTRY_GLOBAL, VenueCountryContext } from '../app/page-venue-country';
import { installServerApi, type ServerApi } from '../app/server-api';
import { installSiteSettings, SETTINGS_GLOBAL, type SiteSettings } from '../app/site-settings';
import { routeTable } from '../app/route-table';
import { guestStorageOf } from '../app/storage';
import { isRouteHandle } from '../app/route-handle';
import { jsonForScript } from '../head/head-tags';
import type { SiteData } from '../head/site-data';
import { headOf } from '../head/use-page-head';
import { installServerWindow } from '../ui/sanitize-html';
import { LoadError } from '../routing/load';
import { headHtml } from './html';
import { HYDRATION_GLOBAL, sentHydration } from './hydration';
import {
  chunkFileOf,
  inlineEntryStyles,
  islandsEntryScript,
  keysOfChunks,
  pageScripts,
  pageStyles,
  type Manifest,
  type Stylesheets,
} from './page-assets';
import { IslandsPage } from '../islands/island-contexts';
import { earlyPressesScript } from '../islands/early-presses';
import { isContentPage, isReadAgainPage, isSharedPage, touchStartOf, valuesDrawnWith } from '../app/page-kinds';
import { HISTORY_MOVE_CODE, islandsStartCode, scriptStartHtml, takeTemplateScripts, touchStartHtml } from './script-start';
import { robotsTxt, sitemapXml } from './sitemap';
import { PhoneField } from '../ui/phone-field';
import { PHONE_FIELD_ATTRIBUTE, PhoneFieldAtFirstRender, phoneFieldIsIn } from '../ui/use-lazy-phone-field';

/** The phone field's module, whose styles a page the server drew with it carries. */
const PHONE_FIELD_MODULE = 'src/ui/phone-field.tsx';

export interface PageRendererOptions {
  /** The built index.html, with the entry's script and styles. */
  readonly template: string;
  readonly manifest: Manifest;
  /** The built CSS files' text, written into each page instead of linked. */
  readonly stylesheets: Stylesheets;
  /** Where and how the server's loaders reach the venue API. */
  readonly api: ServerApi;
  /** What the browser needs at run time (the API's public address, the client credentials), sent in each page. */
  readonly settings: SiteSettings;
}

/** The venue's languages, its default first (docs/product.md#languages). */
export type VenueLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

/**
 * Per request: the Content-Security-Policy nonce the page's inline scripts carry (docs/backend.md#security-headers),
 * and the venue's languages (`venueLanguages`), which say whether this build's language has a prefix.
 */
export interface RenderOptions {
  readonly nonce: string;
  readonly languages: VenueLanguages;
}

export interface PageRenderer {
  /** The language this renderer's pages are in: the server loads one renderer per language. */
  readonly language: SiteLanguage;
  readonly render: (request: Request, options: RenderOptions) => Promise<Response>;
  /** The venue's languages: its general info's, else the site's VENUE_LANGUAGES, else English. */
  readonly venueLanguages: () => Promise<VenueLanguages>;
  readonly sitemapXml: (origin: string, languages: VenueLanguages) => Promise<string>;
  readonly robotsTxt: (origin: string, languages: VenueLanguages) => string;
  /**
   * What a page's start asks for (core's routing/start-modules.ts): the modules the app loads, of the entry and
   * a page's chunks (`/assets/x.js`); null when one is not of this build. The same chunks always give the same list.
   */
  readonly startModules: (chunks: readonly string[]) => readonly string[] | null;
}

/** Header on a rendered page whose HTML is the same for every guest, so the backend may keep it briefly. */
export const SHARED_PAGE_HEADER = 'x-venue-shared-page';

const noSite: SiteData = { origin: '', venue: null, settings: null };

export function createPageRenderer({ template, manifest, stylesheets, api, settings }: PageRendererOptions): PageRenderer {
  installServerApi(api);
  installSiteSettings(settings);
  const settingsJson = jsonForScript(settings);
  installServerWindow(new JSDOM('').window as unknown as Parameters<typeof installServerWindow>[0]);
  phoneFieldIsIn(PhoneField);
  // One handler per prefix this language's pages may have: none as the venue's default, `/fr` otherwise.
  const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) handlers.set(basename, (handler = createStaticHandler(routeTable, { basename: basename || '/' })));
    return handler;
  };
  const htmlAttributes = `<html lang="${BUILD_LANGUAGE}" dir="${directionOf(BUILD_LANGUAGE)}">`;
  const scripts = takeTemplateScripts(inlineEntryStyles(template, stylesheets));
  const islandsEntry = islandsEntryScript(manifest);
  const [beforeRoot, afterRoot] = scripts.template.split('<div id="root"></div>');
  if (beforeRoot === undefined || afterRoot === undefined) throw new Error('The built index.html has no <div id="root"></div>.');

  const render = async (request: Request, { nonce, languages }: RenderOptions): Promise<Response> => {
    const language = pageLanguageOf(languages);
    // The router would serve /events/ as /events; a page has one address (core's canonicalPath).
    const url = new URL(request.url);
    const canonical = withBasename(language.basename, canonicalPath(languageOfPath(url.pathname, language.languages).path));
    if (canonical !== url.pathname) return new Response(null, { status: 301, headers: { location: `${canonical}${url.search}` } });
    const handler = handlerFor(language.basename);
    const context = await handler.query(request);
    if (context instanceof Response) return context;
    const router = createStaticRouter(handler.dataRoutes, context);
    const handles = context.matches.flatMap((m) => (isRouteHandle(m.route.handle) ? [m.route.handle] : []));
    // A content page that loaded whole is sent as islands: no router, no app, only its interactive parts
    // (docs/decisions.md#islands-on-content-pages). Its error states keep the app, for their retry.
    const whole = context.statusCode === 200 && context.errors === null;
    const islands = whole && isContentPage(handles.at(-1)?.route);
    // A flow page that loaded whole may wait for the guest's first touch (docs/decisions.md#flow-pages-that-start-at-the-first-touch).
    const touch = whole ? touchStartOf(handles.at(-1)?.route) : null;
    const path = `${languageOfPath(url.pathname, language.languages).path}${url.search}`;
    let failed: unknown;
    let phoneFieldDrawn = false;
    const site = (context.loaderData.root as SiteData | undefined) ?? noSite;
    // The languages the venue's texts are in, which say how the page marks them (ui/venue-language.ts).
    const page = withContentLanguages(language, site.venue?.general.contentLanguages);
    const country = site.venue?.general.postalAddress?.addressCountry ?? null;
    // What every part of the page reads of the request: its language and the venue's country (the phone field's).
    const withPageFacts = (tree: ReactElement) => (
      <PageLanguageContext.Provider value={page}>
        <VenueCountryContext.Provider value={country}>{tree}</VenueCountryContext.Provider>
      </PageLanguageContext.Provider>
    );
    const renderIsland = (island: ReactElement, idPrefix: string): string =>
      renderToString(withPageFacts(island), { identifierPrefix: idPrefix });
    const stream = await renderToReadableStream(
      <StrictMode>
        {withPageFacts(
          <IslandsPage.Provider value={islands ? { path, renderIsland } : null}>
            {/* A page that starts at the first touch must take typing before its script runs (ui/use-lazy-phone-field.ts). */}
            <PhoneFieldAtFirstRender.Provider value={{ allowed: touch !== null, drawn: () => (phoneFieldDrawn = true) }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PhoneFieldAtFirstRender.Provider>
          </IslandsPage.Provider>,
        )}
      </StrictMode>,
      // The page is sent whole once ready, so every Suspense boundary (ui/hydrated-apart.tsx) is written
      // in place: React would otherwise move a large one to the end, revealed only by a script.
      { nonce, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failed ??= error) },
    );
    await stream.allReady;
    const app = await new Response(stream).text();
    if (failed) throw failed;

    const matches = context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] }));
    const modules = [...handles.map((h) => h.module), ...(phoneFieldDrawn ? [PHONE_FIELD_MODULE] : [])];
    const shared = context.statusCode === 200 && isSharedPage(handles.at(-1)?.route);
    // The router's location keeps the language's prefix; the head's addresses add it again (head/head-tags.ts).
    const routePath = languageOfPath(context.location.pathname, language.languages).path;
    const head = headHtml(headOf(matches, site, routePath, language));
    // The page's styles after the entry's, in the order the browser would add them on a navigation.
    const styles = pageStyles(manifest, modules, stylesheets);
    // The currency's decimals the page was drawn with, so the browser decodes amounts without asking general-info again.
    const exponent = site.venue ? venueMoneyExponent(site.venue.general, settings.currencyCode) : null;
    const settingsScript =
      `window.${SETTINGS_GLOBAL}=${settingsJson};window.${PAGE_LANGUAGE_GLOBAL}=${jsonForScript({ languages: page.languages, contentLanguages: page.contentLanguages })}` +
      (exponent === null ? '' : `;window.${MONEY_EXPONENT_GLOBAL}=${exponent}`) +
      (country === null ? '' : `;window.${VENUE_COUNTRY_GLOBAL}=${jsonForScript(country)}`);
    // A content page holds early presses inline and starts its islands once loaded and painted (islands/early-presses.ts);
    // a page that starts on touch holds them for its app.
    // An app's start asks for the modules it loads (startModules below) by the entry and the page's own chunks.
    const modulesHref = () => startModulesHref([scripts.entry, ...modules.map((module) => chunkFileOf(manifest, module))]);
    const scriptsHtml = islands
      ? `<script nonce="${nonce}">${settingsScript};{${HISTORY_MOVE_CODE}}${islandsStartCode(islandsEntry)}</script>`
      : `<script nonce="${nonce}">${settingsScript};window.${HYDRATION_GLOBAL}=${jsonForScript(sentHydration(context.loaderData, context.errors))}</script>` +
        (touch
          ? touchStartHtml(scripts.entry, modulesHref(), nonce, valuesDrawnWith(touch, guestStorageOf(request)))
          : scriptStartHtml(scripts.entry, modulesHref(), nonce));
    const earlyPresses = islands || touch ? `<script nonce="${nonce}">${earlyPressesScript()}</script>` : '';
    const html =
      beforeRoot
        .replace(/<html[^>]*>/, htmlAttributes)
        .replace(/<title>[^<]*<\/title>/, head)
        .replace('</head>', `  ${styles}\n  </head>`) +
      `${earlyPresses}<div id="root"${touch ? ' data-starts-on-touch' : ''}${phoneFieldDrawn ? ` ${PHONE_FIELD_ATTRIBUTE}` : ''}>${app}</div>${scriptsHtml}` +
      afterRoot;
    return new Response(html, {
      status: pageStatus(context.statusCode, Object.values(context.errors ?? {})),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // A page of the guest's own (an order, a checkout drawn from their cookies) is never kept by a shared cache;
        // one that changes while the guest is away is not kept at all, so Back reads it again.
        'cache-control': shared ? 'no-cache' : isReadAgainPage(handles.at(-1)?.route) ? 'private, no-store' : 'private, no-cache',
        ...(shared ? { [SHARED_PAGE_HEADER]: '1' } : {}),
      },
    });
  };
  const venueLanguagesNow = async (): Promise<VenueLanguages> => {
    const general = await session.loadGeneralInfo();
    const named = (general.ok ? general.value.general.languages : undefined) ?? settings.languages ?? [];
    return venueLanguages(named);
  };
  const startModules = (chunks: readonly string[]): readonly string[] | null => {
    const keys = keysOfChunks(manifest, chunks);
    return keys && [...new Set([...scripts.preloads, ...pageScripts(manifest, keys)])];
  };
  return { language: BUILD_LANGUAGE, render, venueLanguages: venueLanguagesNow, sitemapXml, robotsTxt, startModules };
}

/** 404 for what the venue does not have; 503 while the venue's API is unreachable, slow or failing. */
function pageStatus(routerStatus: number, errors: readonly unknown[]): number {
  const failures = errors.flatMap((e) => (e instanceof LoadError ? [e] : []));
  if (failures.some((e) => e.notFound)) return 404;
  if (failures.some((e) => e.unavailable)) return 503;
  return routerStatus;
}
