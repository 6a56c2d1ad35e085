// The door page's service worker (docs/decisions.md#the-door): the page and its script come from the
// network when it answers and from this cache when it does not, so a door device that reloads in a
// basement with no signal still opens the door. The night's list and the queue are the page's, in IndexedDB.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
}

const worker = self as unknown as WorkerScope;
const CACHE = 'venue-door-v1';
const PAGE = '/venue-api/staff/door';
const SCRIPT = '/venue-api/staff/door.js';

/** Kept at once: the page that registered the worker was fetched before the worker could see it. */
async function keepPageAndScript(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    [PAGE, SCRIPT].map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }),
  );
}

worker.addEventListener('install', (event) => event.waitUntil(keepPageAndScript().then(() => worker.skipWaiting())));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || (url.pathname !== PAGE && url.pathname !== SCRIPT)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(event.request);
        // The sign-in form answers 401 in the page's place: only the door page itself is kept.
        if (response.ok) await cache.put(url.pathname, response.clone());
        return response;
      } catch (error) {
        const kept = await cache.match(url.pathname);
        if (kept) return kept;
        throw error;
      }
    })(),
  );
});
