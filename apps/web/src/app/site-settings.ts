// The run-time settings the browser needs (docs/architecture.md#one-build-any-backend): where the
// venue's API is and the site's client credentials (public by design: every guest's browser signs
// in with them). The site's server reads them from its environment at start and writes them into
// each page's first HTML, so one build serves any venue; nothing here is baked in at build time.
import type { ClientCredentials } from '@venue/adapters/http/venue-http-client';

export interface SiteSettings {
  /** The API's base address as a browser reaches it: `/venue-api/` on the site's origin, or absolute. */
  readonly apiBase: string;
  readonly credentials: ClientCredentials;
  /** The guest's public IP and country lookups (docs/product.md#guest-ip); none unless the venue sets them. */
  readonly lookups: { readonly ipUrl?: string; readonly countryUrl?: string };
  /** The venue's IANA zone from the site's server (VENUE_TIME_ZONE), for an API that names none. */
  readonly timeZone?: string;
  /** The venue's ISO 4217 currency from the site's server (VENUE_CURRENCY), for an API that names none. */
  readonly currencyCode?: string;
  /** The venue's languages from the site's server (VENUE_LANGUAGES), for an API that names none; the server's renderer reads it. */
  readonly languages?: readonly string[];
}

/** The global the first HTML's inline script sets. */
export const SETTINGS_GLOBAL = '__venueSettings';

/** The embedded backend's demo client on the site's own origin (apps/venue-api/src/config/demo-client.ts). */
export const embeddedSettings: SiteSettings = {
  apiBase: '/venue-api/',
  credentials: { clientId: 'venue-web', clientSecret: 'demo-secret', username: 'website', password: 'demo-password' },
  lookups: {},
};

let serverSettings: SiteSettings | null = null;

/** Called once by the server renderer, before any page renders. */
export function installSiteSettings(settings: SiteSettings): void {
  serverSettings = settings;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTimeZone = (value: unknown): value is string => {
  try {
    return isText(value) && Boolean(new Intl.DateTimeFormat('en-US', { timeZone: value }));
  } catch {
    return false;
  }
};
const isCurrencyCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value);
const isWebAddress = (value: unknown): value is string => isText(value) && /^https?:\/\//.test(value);

/** What the page's HTML carried, checked; anything missing or odd falls back to the embedded backend's. */
export function settingsFromPage(sent: unknown): SiteSettings {
  if (typeof sent !== 'object' || sent === null) return embeddedSettings;
  const { apiBase, credentials, lookups, timeZone, currencyCode } = sent as Partial<Record<keyof SiteSettings, unknown>>;
  const l = (typeof lookups === 'object' && lookups !== null ? lookups : {}) as Partial<Record<'ipUrl' | 'countryUrl', unknown>>;
  const c = (typeof credentials === 'object' && credentials !== null ? credentials : {}) as Partial<
    Record<keyof ClientCredentials, unknown>
  >;
  const fallback = embeddedSettings.credentials;
  return {
    apiBase: isText(apiBase) && /^(\/|https?:\/\/)/.test(apiBase) ? apiBase : embeddedSettings.apiBase,
    credentials: {
      clientId: isText(c.clientId) ? c.clientId : fallback.clientId,
      clientSecret: isText(c.clientSecret) ? c.clientSecret : fallback.clientSecret,
      username: isText(c.username) ? c.username : fallback.username,
      password: isText(c.password) ? c.password : fallback.password,
    },
    lookups: {
      ...(isWebAddress(l.ipUrl) ? { ipUrl: l.ipUrl } : {}),
      ...(isWebAddress(l.countryUrl) ? { countryUrl: l.countryUrl } : {}),
    },
    ...(isTimeZone(timeZone) ? { timeZone } : {}),
    ...(isCurrencyCode(currencyCode) ? { currencyCode } : {}),
  };
}

let browserSettings: SiteSettings | null = null;

/** The settings of this page: the server's own while rendering, the first HTML's in the browser. */
export function siteSettings(): SiteSettings {
  if (typeof window === 'undefined') return serverSettings ?? embeddedSettings;
  return (browserSettings ??= settingsFromPage((window as unknown as Record<string, unknown>)[SETTINGS_GLOBAL]));
}

/** An API endpoint's address for the browser (`invoices/pdf/a.pdf` → `https://api.example/venue-api/invoices/pdf/a.pdf`). */
export const apiEndpoint = (path: string): string => `${siteSettings().apiBase}${path}`;

/**
 * An address the API handed out, such as a picture's: a path on the API's host (`/venue-api/media/x.svg`)
 * is resolved against the API's origin when that is not the site's; absolute addresses stay as they are.
 */
export function apiResource(address: string): string {
  const base = siteSettings().apiBase;
  if (!address.startsWith('/') || address.startsWith('//') || !/^https?:\/\//.test(base)) return address;
  return `${new URL(base).origin}${address}`;
}

/** The chat socket beside the API: `/venue-api/socket.io` on the API's origin (absent: the site's own). */
export function socketAddress(): { readonly url?: string; readonly path: string } {
  const base = new URL(siteSettings().apiBase, 'http://site.invalid');
  const path = `${base.pathname.replace(/\/?$/, '/')}socket.io`;
  return base.origin === 'http://site.invalid' ? { path } : { url: base.origin, path };
}

/** The venue's time zone: its API's, else the site server's setting, else none (the clock's own day). */
export const venueTimeZone = (fromApi: string | null | undefined): string | null => fromApi ?? siteSettings().timeZone ?? null;
