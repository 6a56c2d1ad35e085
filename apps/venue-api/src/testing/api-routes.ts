// Every endpoint the app serves under /venue-api/, each method and path once, for the tests that
// try something on all of them (fuzzers, fault codes).
import type { Hono } from 'hono';

export interface ApiRoute {
  readonly method: string;
  readonly path: string;
}

/** The app's routes under /venue-api/ (middleware left out), each once. */
export function apiRoutes(app: Hono): ApiRoute[] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/venue-api/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)))
    .map((r) => ({ method: r.method, path: r.path }));
}
