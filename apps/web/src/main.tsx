// The app's entry on a flow page (content pages start islands/islands-entry.ts instead). Its code is
// loaded in two stages, each module graph evaluated in a task of its own: React DOM, then the router
// and the app (docs/performance.md#main-thread-work-while-the-page-starts). Evaluated at once, they held the
// main thread for one long task before the page could answer a tap.
import { HYDRATION_GLOBAL, type SentHydration } from './server/hydration';
import './styles/global.css';
import { keepLanguageChoices } from './shell/language-choice';

declare global {
  interface Window {
    [HYDRATION_GLOBAL]?: SentHydration;
  }
}

/** Resolves in a new task, so the browser may paint and answer a tap between two steps of the start. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const { startInspectorIfAsked } = await import('./app/inspect');
  await startInspectorIfAsked();
  const root = document.getElementById('root');
  if (!root) return;
  await import('react-dom/client');
  await nextTask();
  // What takes over the input a page that starts on touch took before its app ran
  // (docs/decisions.md#flow-pages-that-start-at-the-first-touch); other pages take none and never load it.
  const [app, takeOver] = await Promise.all([
    import('./app/start-app'),
    window.__islandPresses === undefined ? null : import('./app/take-over-early-input'),
  ]);
  const sent = window[HYDRATION_GLOBAL];
  // No server render (the Vite dev server): render in the browser.
  if (!sent) app.renderApp(root);
  else {
    await nextTask();
    const hydrate = await app.prepareHydration(root, sent);
    if (takeOver === null) hydrate('in-slices');
    else await takeOver.takeOverEarlyInput(root, () => hydrate('in-one-go'));
  }
}

keepLanguageChoices();
void start();
