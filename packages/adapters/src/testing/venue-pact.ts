// Shared set-up of the consumer contract tests: one pact (venue-web -> venue-api) in contracts/.
import { fileURLToPath } from 'node:url';
import { PactV4, MatchersV3 } from '@pact-foundation/pact';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import { createVenueHttpClient } from '../http/venue-http-client';

// PACT_DIR lets a developer write a scratch pact elsewhere while the committed one stays untouched.
export const contractsDir = process.env.PACT_DIR ?? fileURLToPath(new URL('../../../../contracts', import.meta.url));

export const demoToken = 'demo-access-token';
export const bearer = { Authorization: MatchersV3.regex(/^Bearer \S+$/, `Bearer ${demoToken}`) };

export function venuePact(): PactV4 {
  return new PactV4({ consumer: 'venue-web', provider: 'venue-api', dir: contractsDir, logLevel: 'warn' });
}

export { memoryStorage };

/**
 * Each test gets its own mock server, and the OS may hand the next one the port the last one had:
 * Node's fetch would then reuse a kept-alive socket to the closed server and the POST would fail.
 * Closing every connection after its request keeps one test's socket out of the next test.
 */
export const fetchWithoutKeepAlive: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('connection', 'close');
  return fetch(input, { ...init, headers });
};

/** The real HTTP client pointed at the mock server, already holding a token. */
export function clientFor(mockServerUrl: string, query: Record<string, string> = {}) {
  return createVenueHttpClient({
    baseURL: `${mockServerUrl}/`,
    credentials: { clientId: 'venue-web', clientSecret: 'demo-secret', username: 'website', password: 'demo-password' },
    storage: memoryStorage({ venueToken: demoToken }),
    routeQuery: { current: () => query },
    getRetries: 0,
    fetch: fetchWithoutKeepAlive,
  });
}
