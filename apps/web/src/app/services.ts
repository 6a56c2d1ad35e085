// The ports made real, once for the whole site. Pages and loaders import these; nothing else in
// apps/web talks to the venue.
import { createContentHttp } from '@venue/adapters/http/content.http';
import { createSessionHttp } from '@venue/adapters/http/session.http';
import { createVenueHttpClient } from '@venue/adapters/http/venue-http-client';
import { createWebStorage } from '@venue/adapters/storage/web-storage.storage';
import { parseQuery } from '@venue/core/routing/query';

const env = import.meta.env;
const setting = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback);

export const storage = createWebStorage();

// Defaults match apps/venue-api/src/config/demo-client.ts (docs/backend.md): demo values only.
export const venueClient = createVenueHttpClient({
  baseURL: setting(env.VITE_VENUE_API_BASE, '/venue-api/'),
  credentials: {
    clientId: setting(env.VITE_VENUE_CLIENT_ID, 'venue-web'),
    clientSecret: setting(env.VITE_VENUE_CLIENT_SECRET, 'demo-secret'),
    username: setting(env.VITE_VENUE_CLIENT_USERNAME, 'website'),
    password: setting(env.VITE_VENUE_CLIENT_PASSWORD, 'demo-password'),
  },
  storage,
  // POSTs read ref and PID from the page the guest is on (docs/product.md#backend-calls).
  routeQuery: { current: () => parseQuery(window.location.search) },
});

export const content = createContentHttp(venueClient);
export const session = createSessionHttp(venueClient);
