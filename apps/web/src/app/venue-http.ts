// The venue's HTTP client and its content and session ports, made real once for the whole site.
// Loaded on first use through app/services.ts (with the schema library it needs), not with the
// shell. On the server the same client reaches the API at the address and through the fetch the
// renderer installs (docs/architecture.md#one-build-any-backend).
import { createContentHttp } from '@venue/adapters/http/content.http';
import { exponentFromGeneralInfo } from '@venue/adapters/http/money-exponent';
import { createSessionHttp } from '@venue/adapters/http/session.http';
import { createVenueHttpClient } from '@venue/adapters/http/venue-http-client';
import { parseQuery } from '@venue/core/routing/query';
import { LANGUAGE } from '~messages/language';
import { storage } from './storage';
import { serverApi } from './server-api';
import { siteSettings } from './site-settings';
import { pageMoneyExponent } from './page-money';

// Read when this module first loads, which is after the renderer installed it (app/server-api.ts).
const server = serverApi();
const settings = siteSettings();

export const venueClient = createVenueHttpClient({
  baseURL: server?.baseURL ?? settings.apiBase,
  credentials: settings.credentials,
  storage,
  // POSTs read ref and PID from the page the guest is on (docs/product.md#backend-calls).
  routeQuery: { current: () => (typeof window === 'undefined' ? parseQuery('') : parseQuery(window.location.search)) },
  fetch: (input, init) => (server ? server.fetch(input, init) : globalThis.fetch(input, init)),
  // This build's language, on the server and in the browser alike: the venue writes the guest's mails in it.
  language: LANGUAGE,
  // On the server the guest waits for the whole page: one try within the limit, then the error page.
  ...(server ? { timeoutMs: server.timeoutMs, getRetries: 0 } : {}),
});

export const session = createSessionHttp(venueClient);
/** The decimals of the venue's currency, from general-info and VENUE_CURRENCY as formatMoney reads them (docs/decisions.md#money-in-minor-units). */
export const moneyExponent = exponentFromGeneralInfo(() => session.loadGeneralInfo(), settings.currencyCode, pageMoneyExponent());
export const content = createContentHttp(venueClient, moneyExponent);
