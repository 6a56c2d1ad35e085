// The app's start on a flow page, after main.tsx has loaded React DOM in a task of its own: the
// matched pages' code, the router with the server's data, then hydration.
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routeTable } from './route-table';
import { receivedHydration, type SentHydration } from '../server/hydration';
import { loadDrawnPhoneField } from '../ui/use-lazy-phone-field';
import { browserPageLanguage } from './page-language';

/** Resolves in a new task, so the browser may paint and answer a tap between two steps of the start. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The matched pages' code, loaded before hydrating so the first render equals the server's. */
async function loadMatchedPages(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location, browserPageLanguage().basename || '/') ?? []).filter(
    (m) => typeof m.route.lazy === 'function',
  );
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<RouteObject>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** Renders the app in the browser alone (the Vite dev server sends no server render). */
export function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routeTable, { basename: browserPageLanguage().basename || '/' })} />
    </StrictMode>,
  );
}

/** How the page hydrates: in slices, answering taps between them, or in one go, before any other event is handled. */
export type Hydration = 'in-slices' | 'in-one-go';

/**
 * Gets the server's page ready to hydrate (its pages' code, the router with the server's data: the browser
 * does not run the loaders again for it) and returns what hydrates it, synchronously.
 */
export async function prepareHydration(root: HTMLElement, sent: SentHydration): Promise<(how: Hydration) => void> {
  await Promise.all([loadMatchedPages(routeTable), loadDrawnPhoneField(root)]);
  await nextTask();
  const router = createBrowserRouter(routeTable, {
    basename: browserPageLanguage().basename || '/',
    hydrationData: receivedHydration(sent),
  });
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  return (how) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: taps and scrolls stay answered (docs/performance.md#first-paint).
    // In one go, nothing the guest types can land between the server's field and React's: a page that
    // starts at the first touch (docs/decisions.md#flow-pages-that-start-at-the-first-touch).
    if (how === 'in-slices') startTransition(() => void hydrateRoot(root, app));
    else flushSync(() => void hydrateRoot(root, app));
  };
}
