import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startInspectorIfAsked } from './app/inspect';
import { routeTable } from './app/route-table';
import { HYDRATION_GLOBAL, receivedHydration, type SentHydration } from './server/hydration';
import './styles/global.css';

declare global {
  interface Window {
    [HYDRATION_GLOBAL]?: SentHydration;
  }
}

/** The matched pages' code, loaded before hydrating so the first render equals the server's. */
async function loadMatchedPages(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<RouteObject>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** Resolves in a new task, so the browser may paint and answer a tap between two steps of the start. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

void startInspectorIfAsked().then(async () => {
  const root = document.getElementById('root');
  if (!root) return;
  const sent = window[HYDRATION_GLOBAL];
  if (!sent) {
    // No server render (the Vite dev server): render in the browser.
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routeTable)} />
      </StrictMode>,
    );
    return;
  }
  // The shell's modules, the page's modules, the router and the hydration each start in a task of
  // their own (docs/performance.md#main-thread-work-while-the-page-starts).
  await nextTask();
  await loadMatchedPages(routeTable);
  await nextTask();
  const router = createBrowserRouter(routeTable, { hydrationData: receivedHydration(sent) });
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: taps and scrolls stay answered (docs/performance.md#first-paint).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
});
