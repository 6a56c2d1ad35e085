// The venue's HTTP client and its content and session ports, made real once for the whole site.
// Loaded on first use through app/services.ts (with the schema library it needs), not with the
// shell. On the server the same client reaches the API in-process through the fetch the renderer
// installs (docs/architecture.md#server-rendering).
import { createContentHttp } from '@venue/adapters/http/content.http';
import { createSessionHttp } from '@venue/adapters/http/session.http';
import { createVenueHttpClient } from '@venue/adapters/http/venue-http-client';
import { parseQuery } from '@venue/core/routing/query';
import { storage } from './services';

const env = import.meta.env;
const setting = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback);

/** The address the server-side client sends to; the renderer's fetch answers it without a socket. */
export const IN_PROCESS_API_BASE = 'http://venue.internal/venue-api/';

let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Called once by the server renderer: API calls made while rendering go to this fetch. */
export function installServerFetch(serverFetch: typeof fetch): void {
  transport = serverFetch;
}

// Defaults match apps/venue-api/src/config/demo-client.ts (docs/backend.md): demo values only.
export const venueClient = createVenueHttpClient({
  baseURL: env.SSR ? IN_PROCESS_API_BASE : setting(env.VITE_VENUE_API_BASE, '/venue-api/'),
  credentials: {
    clientId: setting(env.VITE_VENUE_CLIENT_ID, 'venue-web'),
    clientSecret: setting(env.VITE_VENUE_CLIENT_SECRET, 'demo-secret'),
    username: setting(env.VITE_VENUE_CLIENT_USERNAME, 'website'),
    password: setting(env.VITE_VENUE_CLIENT_PASSWORD, 'demo-password'),
  },
  storage,
  // POSTs read ref and PID from the page the guest is on (docs/product.md#backend-calls).
  routeQuery: { current: () => (typeof window === 'undefined' ? parseQuery('') : parseQuery(window.location.search)) },
  fetch: (input, init) => transport(input, init),
});

export const content = createContentHttp(venueClient);
export const session = createSessionHttp(venueClient);
