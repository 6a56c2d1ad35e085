// Shared set-up of the consumer contract tests: one pact (venue-web -> venue-api) in contracts/.
import { fileURLToPath } from 'node:url';
import { PactV4, MatchersV3 } from '@pact-foundation/pact';
import { makeConsumerPact } from '@pact-foundation/pact-core';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import { USUAL_EXPONENT } from '@venue/core/money/currency-exponent';
import { fixedExponent } from '../http/money-exponent';
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
export const fetchWithoutKeepAlive: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('connection', 'close');
  const response = await fetch(input, { ...init, headers });
  await recorded(new URL(String(input)), init?.method ?? 'GET');
  return response;
};

// The mock server may answer a request before it has recorded it as received; on a busy machine
// the test then ends first and Pact reports the request "expected but not received". Wait (briefly,
// bounded) until the mock server no longer lists this request as missing.
const mockServers = makeConsumerPact('venue-web-probe', 'venue-api-probe', 4);
interface MockServerResult {
  readonly type: string;
  readonly method?: string;
  readonly path?: string;
  readonly request?: { readonly method?: string; readonly path?: string };
}
async function recorded(url: URL, method: string): Promise<void> {
  const port = Number(url.port);
  const stillMissing = () =>
    (mockServers.mockServerMismatches(port) as MockServerResult[]).some(
      (r) =>
        r.type === 'missing-request' &&
        (r.request?.method ?? r.method) === method.toUpperCase() &&
        (r.request?.path ?? r.path) === url.pathname,
    );
  for (let attempt = 0; attempt < 200 && stillMissing(); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The demo venue's currency (USD) has two decimals: the pact's amounts are read with them. */
export const demoExponent = fixedExponent(USUAL_EXPONENT);

/** The real HTTP client pointed at the mock server, already holding a token; `language`, the page's it sends. */
export function clientFor(mockServerUrl: string, query: Record<string, string> = {}, language?: string) {
  return createVenueHttpClient({
    baseURL: `${mockServerUrl}/`,
    credentials: { clientId: 'venue-web', clientSecret: 'demo-secret', username: 'website', password: 'demo-password' },
    storage: memoryStorage({ venueToken: demoToken }),
    routeQuery: { current: () => query },
    getRetries: 0,
    fetch: fetchWithoutKeepAlive,
    ...(language === undefined ? {} : { language }),
  });
}
