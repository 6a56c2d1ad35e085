// The shell around every page: the session at start-up, header, footer, chat launcher, page head,
// scroll to top on navigation. Promotion and Coatcheck show none of the frame (docs/product.md#routes-and-navigation).
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { pageChrome, type PageChrome } from '@venue/core/routing/page-chrome';
import { sessionInputFrom, sessionMachineWith } from '@venue/core/session/session-wiring';
import { inspectOptions } from './inspect';
import { isRouteHandle } from './route-handle';
import { session, storage } from './services';
import { SessionContext } from './session-context';
import { ChatLauncher } from '../shell/chat-launcher';
import { PageHead } from '../shell/page-head';
import { useSiteData } from '../head/site-data';
import { usePageMeta } from '../head/use-page-head';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { useWebsiteSettings } from '../shell/use-website-settings';
import { useScrollToTopOnNavigation } from '../routing/use-scroll-to-top';
import styles from './root-layout.module.css';

const sessionLogic = sessionMachineWith({ session, storage });

export function RootLayout() {
  // Marks the page interactive, for tests and for styles that need the script running.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The venue the server loaded for the first page is handed over, so the browser does not load it again.
  const { venue } = useSiteData();
  return (
    <SessionContext.Provider logic={sessionLogic} options={{ ...inspectOptions(), input: sessionInputFrom(storage, venue) }}>
      <Shell />
    </SessionContext.Provider>
  );
}

const standard: PageChrome = pageChrome('Home');

function useChrome(): PageChrome {
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(isRouteHandle);
  if (!handle || handle.route === 'FoodDelivery') return standard;
  return pageChrome(handle.route);
}

function Shell() {
  const site = useSiteData();
  // The server loaded the venue for the first page; the session's own copy takes over once it loads.
  const venue = SessionContext.useSelector((s) => s.context.venue) ?? site.venue;
  const { state: settings, retry } = useWebsiteSettings(venue?._id ?? null, site.settings);
  const chrome = useChrome();
  const navigation = useNavigation();
  const { page, path } = usePageMeta(site);
  useScrollToTopOnNavigation();
  return (
    <>
      <PageHead page={page} site={site} path={path} />
      {navigation.state !== 'idle' && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
      {chrome.header && (
        <>
          <a className={styles.skip} href="#main">
            Skip to content
          </a>
          <SiteHeader venueName={venue?.name ?? null} settings={settings} onRetrySettings={retry} />
        </>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {chrome.footer && <SiteFooter venue={venue} />}
      {chrome.chat && <ChatLauncher />}
    </>
  );
}
