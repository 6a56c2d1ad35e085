// The shell around every page: the session at start-up, header, footer, chat launcher, page head,
// scroll to top on navigation. Promotion and Coatcheck show none of the frame (docs/product.md#routes-and-navigation).
import * as shell from '~messages/shell';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { pageChrome, type PageChrome } from '@venue/core/routing/page-chrome';
import { pageKindAttribute } from './page-kind-marker';
import { isContentPage } from './page-kinds';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { useSessionVenue } from './session-venue';
import { ChatLauncher } from '../shell/chat-launcher';
import { PageHead } from '../shell/page-head';
import { useSiteData } from '../head/site-data';
import { usePageMeta } from '../head/use-page-head';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { SiteHeaderIsland } from '../shell/site-header-island';
import { Island, useIslandsPage } from '../islands/island';
import { useWebsiteSettings } from '../shell/use-website-settings';
import { useScrollToTopOnNavigation } from '../routing/use-scroll-to-top';
import { CurrentPath, LinkRenderer } from '../routing/link-renderer';
import { RouterLink } from '../routing/router-link';
import { HydratedApart } from '../ui/hydrated-apart';
import styles from './root-layout.module.css';

export function RootLayout() {
  // The venue the server loaded for the first page is handed over, so the browser does not load it again.
  const { venue } = useSiteData();
  useEffect(() => {
    // Marks the page interactive, for tests and for styles that need the script running.
    document.documentElement.dataset.hydrated = 'true';
    let stop: (() => void) | undefined;
    let live = true;
    void import('./session-runner').then(({ startSession }) => {
      if (live) stop = startSession(venue);
    });
    return () => {
      live = false;
      stop?.();
    };
    // Started once, with the venue of the first page.
  }, []);
  return <Shell />;
}

const standard: PageChrome = pageChrome('Home');

function usePageRoute(): RouteHandle['route'] | undefined {
  const matches = useMatches();
  return matches.map((m) => m.handle).findLast(isRouteHandle)?.route;
}

const chromeOf = (route: RouteHandle['route'] | undefined): PageChrome =>
  route === undefined || route === 'FoodDelivery' ? standard : pageChrome(route);

function Shell() {
  const site = useSiteData();
  // The server loaded the venue for the first page; the session's own copy takes over once it loads.
  const venue = useSessionVenue() ?? site.venue;
  const { state: settings, retry } = useWebsiteSettings(venue?._id ?? null, site.settings);
  const route = usePageRoute();
  const chrome = chromeOf(route);
  const navigation = useNavigation();
  const { page, path } = usePageMeta(site);
  useScrollToTopOnNavigation();
  const location = useLocation();
  // On a content page the server writes the header and the chat launcher as islands (islands/island.tsx).
  const islands = useIslandsPage();
  return (
    <CurrentPath.Provider value={`${location.pathname}${location.search}${location.hash}`}>
      <LinkRenderer.Provider value={RouterLink}>
        <PageHead page={page} site={site} path={path} />
        {navigation.state !== 'idle' && <div className={styles.progress} role="progressbar" aria-label={shell.loadingPage} />}
        {/* Before the header, so that the header's room for the launcher is known when it is drawn (chat-launcher.module.css). */}
        {chrome.chat && <span hidden data-chat-room={isContentPage(route) ? 'content' : 'flow'} />}
        {chrome.header && (
          <>
            <a className={styles.skip} href="#main">
              {shell.skipToContent}
            </a>
            {islands ? (
              <Island
                name="site-header"
                component={SiteHeaderIsland}
                props={{ venueName: venue?.name ?? null, venueId: venue?._id ?? null, loaded: site.settings }}
              />
            ) : (
              <HydratedApart>
                <SiteHeader venueName={venue?.name ?? null} settings={settings} onRetrySettings={retry} />
              </HydratedApart>
            )}
          </>
        )}
        {/* Its kind sizes the chat launcher and keeps the venue popups to content pages (app/page-kind-marker.ts). */}
        <main id="main" className={styles.main} tabIndex={-1} {...pageKindAttribute(isContentPage(route))}>
          <HydratedApart>
            <Outlet />
          </HydratedApart>
        </main>
        {chrome.footer && (
          <HydratedApart>
            <SiteFooter venue={venue} />
          </HydratedApart>
        )}
        {chrome.chat && (
          <HydratedApart>
            <Island
              name="chat-launcher"
              component={ChatLauncher}
              props={{ venueId: venue?._id ?? null, colours: settings.status === 'ready' ? settings.settings.header.colors : null }}
            />
          </HydratedApart>
        )}
      </LinkRenderer.Provider>
    </CurrentPath.Provider>
  );
}
