// The settings of the site served alone in front of a venue's own API (docs/backend.md#the-site-alone):
// where that API is, for the site's server and for guests' browsers, and what the browser signs in with.
import {
  flag,
  positiveInt,
  readClient,
  readCurrencyCode,
  readImageRoute,
  readLookups,
  readLanguages,
  readTimeZone,
  TEMPORARY_SITE_PICTURES_DIR,
  webAddress,
  type Env,
  type GuestLookups,
  type ImageRouteSettings,
} from '../config/env';
import type { ClientCredentials } from '../config/demo-client';

export interface SiteAloneConfig {
  readonly port: number;
  readonly host: string;
  readonly trustProxy: boolean;
  /** VENUE_API_URL: the API's base address, to which endpoint paths are added (`https://api.venue.example/venue-api/`). */
  readonly apiUrl: string;
  /** VENUE_PUBLIC_API_URL: the same API as guests' browsers reach it, when the site's server uses an inner address. */
  readonly publicApiUrl: string;
  readonly client: ClientCredentials;
  readonly lookups: GuestLookups;
  /** VENUE_TIME_ZONE: the venue's zone for an API whose general-info names none. */
  readonly timeZone: string | undefined;
  /** VENUE_CURRENCY: the venue's ISO 4217 currency for an API whose general-info names none. */
  readonly currencyCode: string | undefined;
  /** VENUE_LANGUAGES: the venue's languages for an API whose general-info names none. */
  readonly languages: readonly string[] | undefined;
  /** The image route: VENUE_IMAGE_ORIGINS, its files in the system's temporary folder. */
  readonly imageRoute: ImageRouteSettings;
}

/** A base address ends with its slash, so `new URL('events', base)` and `${base}events` agree. */
const withSlash = (address: string): string => (address.endsWith('/') ? address : `${address}/`);

/** The site-alone settings, or undefined when VENUE_API_URL is unset (the site runs with its embedded backend). */
export function readSiteAloneConfig(env: Env = process.env): SiteAloneConfig | undefined {
  const apiUrl = webAddress(env, 'VENUE_API_URL');
  if (apiUrl === undefined) return undefined;
  const publicApiUrl = webAddress(env, 'VENUE_PUBLIC_API_URL') ?? apiUrl;
  return {
    port: positiveInt(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    trustProxy: flag(env, 'VENUE_TRUST_PROXY') ?? false,
    apiUrl: withSlash(apiUrl),
    publicApiUrl: withSlash(publicApiUrl),
    client: readClient(env),
    lookups: readLookups(env),
    timeZone: readTimeZone(env),
    currencyCode: readCurrencyCode(env),
    languages: readLanguages(env),
    imageRoute: readImageRoute(env, TEMPORARY_SITE_PICTURES_DIR),
  };
}
