// Every environment variable the backend reads, in one place (docs/backend.md lists them).
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AiSettings } from '../chat/ai-completion';
import { isSiteLanguage, SITE_LANGUAGES } from '@venue/core/i18n/languages';
import { isTimeZone } from '@venue/core/shared/time-zone';
import { DEFAULT_TOKEN_TTL_SECONDS, demoClient, type ClientCredentials } from './demo-client';
import { DEMO_VARIANT_NAMES, isDemoVariantName, type DemoVariantName } from '../seed/demo/demo-variant-names';
import type { DkimSettings, MailSettings } from '../mail/mail-settings';

export type PricingVariant = 'online' | 'on-location';

/** Holds that expire (docs/backend.md#holds-that-expire). */
export interface TicketHolds {
  /** VENUE_TICKET_HOLD_MINUTES, 15 by default. */
  readonly minutes: number;
  /** VENUE_MAX_UNPAID_SEATS: tickets one address may hold unpaid for one event, 10 by default. */
  readonly maxUnpaidSeats: number;
}

export interface BackendConfig {
  readonly port: number;
  /** The address to listen on: HOST, 127.0.0.1 by default, so a demo is not open to the network by accident. */
  readonly host: string;
  /** VENUE_TRUST_PROXY=1: believe a TLS proxy's X-Forwarded-Proto, -Host and -For (docs/backend.md#behind-a-proxy). */
  readonly trustProxy: boolean;
  readonly holds: TicketHolds;
  /** Budgets per client address; VENUE_RATE_LIMITS=0 turns them off for a load benchmark. */
  readonly rateLimits: boolean;
  /** VENUE_CONTRACT_STATES=1: serve Pact's provider states and messages for a verifier (docs/contracts.md); refused in production. */
  readonly contractStates: boolean;
  /** make-test-payment answers: on for the demo, off in production unless VENUE_TEST_PAYMENTS=1. */
  readonly testPayments: boolean;
  /** The guest IP and country lookups the site's pages use (VENUE_IP_LOOKUP_URL, VENUE_COUNTRY_LOOKUP_URL); none by default. */
  readonly lookups: GuestLookups;
  /** VENUE_SITE_ORIGINS: origins of sites served apart from this backend whose pages may call it (CORS, the chat socket). */
  readonly siteOrigins: readonly string[];
  /** The `.data` folder; the embedded database lives in `<dataDir>/pglite`. */
  readonly dataDir: string;
  readonly databaseDir: string;
  /** DATABASE_URL: a PostgreSQL server to use instead of the embedded database (docs/backend.md#postgresql-server). */
  readonly databaseUrl: string | undefined;
  /** VENUE_DATABASE_POOL_SIZE: connections to that server per instance, 10 by default. */
  readonly databasePoolSize: number;
  /** Uploaded files: VENUE_UPLOADS_DIR, `<dataDir>/uploads` by default; several instances share one. */
  readonly uploadsDir: string;
  /** Where `npm run backup` writes (VENUE_BACKUP_DIR, `backups` at the repository root): apart from the data it copies. */
  readonly backupDir: string;
  /** A venue JSON file to seed from instead of the generated demo venue. */
  readonly seedFile: string | undefined;
  /** VENUE_DEMO: a local variant of the generated demo venue (paris, tel-aviv, tokyo); the Brooklyn demo when unset. */
  readonly demo: DemoVariantName | undefined;
  readonly pricing: PricingVariant;
  /** VENUE_TIME_ZONE: the venue's IANA zone when its seed names none (America/New_York by default). */
  readonly timeZone: string;
  /** VENUE_CURRENCY: the venue's ISO 4217 currency for the site when the venue's API names none (docs/product.md#money). */
  readonly currencyCode: string | undefined;
  /** VENUE_LANGUAGES: the venue's languages when its API names none (docs/product.md#languages). */
  readonly languages: readonly string[] | undefined;
  readonly client: ClientCredentials;
  readonly tokenTtlSeconds: number;
  /** Password of the staff page; VENUE_STAFF_PASSWORD, "demo-staff" by default. */
  readonly staffPassword: string;
  /** The chat's AI service; undefined (the built-in bot) unless VENUE_AI_BASE_URL, VENUE_AI_MODEL and VENUE_AI_API_KEY are all set. */
  readonly ai: AiSettings | undefined;
  /** Where mail goes and how (mail/mail-settings.ts). */
  readonly mail: MailSettings;
  /** The site's image route: its files in `<dataDir>/site-pictures`. */
  readonly imageRoute: ImageRouteSettings;
}

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The demo venue's zone, and the venue's when neither its seed nor VENUE_TIME_ZONE names one (docs/decisions.md#the-venues-time-zone). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The demo's staff password (docs/backend.md); set VENUE_STAFF_PASSWORD for anything public. */
export const DEFAULT_STAFF_PASSWORD = 'demo-staff';

export type Env = Readonly<Record<string, string | undefined>>;

export function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}".`);
}

/** An absolute http(s) address, or undefined when the variable is unset. */
export function webAddress(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${raw}".`);
  return url.href;
}

export interface GuestLookups {
  readonly ipUrl?: string;
  readonly countryUrl?: string;
}

export function readLookups(env: Env): GuestLookups {
  const ipUrl = webAddress(env, 'VENUE_IP_LOOKUP_URL');
  const countryUrl = webAddress(env, 'VENUE_COUNTRY_LOOKUP_URL');
  return { ...(ipUrl ? { ipUrl } : {}), ...(countryUrl ? { countryUrl } : {}) };
}

/** The lookups' origins, which the site's pages may call (its Content-Security-Policy). */
export const lookupOrigins = (lookups: GuestLookups): string[] =>
  [lookups.ipUrl, lookups.countryUrl].flatMap((url) => (url ? [new URL(url).origin] : []));

/** A comma-separated list of origins (`https://venue.example, https://www.venue.example`). */
function origins(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '')
    .map((raw) => new URL(webAddress({ [name]: raw }, name) ?? raw).origin);
}

/** The site's image route (docs/backend.md#the-sites-image-route), embedded or alone. */
export interface ImageRouteSettings {
  /** VENUE_IMAGE_ORIGINS: outside origins (a CDN) it may read the venue's pictures from, besides the venue API's. */
  readonly imageOrigins: readonly string[];
  /** Where it keeps the files it wrote. */
  readonly cacheDir: string;
  /** VENUE_IMAGE_CACHE_MB: how much of them it keeps, 512 MB by default; the oldest go first. */
  readonly cacheBytes: number;
}

/** The site alone has no data folder: its picture files are kept in the system's temporary folder. */
export const TEMPORARY_SITE_PICTURES_DIR = join(tmpdir(), 'venue-site-pictures');

export function readImageRoute(env: Env, cacheDir: string): ImageRouteSettings {
  return {
    imageOrigins: origins(env, 'VENUE_IMAGE_ORIGINS'),
    cacheDir,
    cacheBytes: positiveInt(env, 'VENUE_IMAGE_CACHE_MB', 512) * 1024 * 1024,
  };
}

export function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  return value;
}

/** The site's service client (VENUE_CLIENT_ID, VENUE_CLIENT_SECRET, VENUE_USERNAME, VENUE_PASSWORD), the demo's by default. */
export function readClient(env: Env): ClientCredentials {
  return {
    clientId: env.VENUE_CLIENT_ID || demoClient.clientId,
    clientSecret: env.VENUE_CLIENT_SECRET || demoClient.clientSecret,
    username: env.VENUE_USERNAME || demoClient.username,
    password: env.VENUE_PASSWORD || demoClient.password,
  };
}

/** How long the chat waits for the AI before the built-in bot answers; VENUE_AI_TIMEOUT_MS. */
export const DEFAULT_AI_TIMEOUT_MS = 4_000;

function readAi(env: Env): AiSettings | undefined {
  const baseUrl = env.VENUE_AI_BASE_URL?.trim();
  const model = env.VENUE_AI_MODEL?.trim();
  const apiKey = env.VENUE_AI_API_KEY?.trim();
  if (!baseUrl || !model || !apiKey) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`VENUE_AI_BASE_URL must be an http(s) address, got "${baseUrl}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`VENUE_AI_BASE_URL must be an http(s) address, got "${baseUrl}".`);
  return { baseUrl, model, apiKey, timeoutMs: positiveInt(env, 'VENUE_AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS) };
}

/** VENUE_TIME_ZONE when set (checked), else undefined. */
export function readTimeZone(env: Env): string | undefined {
  const raw = env.VENUE_TIME_ZONE?.trim();
  if (!raw) return undefined;
  if (!isTimeZone(raw)) throw new Error(`VENUE_TIME_ZONE must be an IANA time zone such as America/New_York, got "${raw}".`);
  return raw;
}

const timeZone = (env: Env): string => readTimeZone(env) ?? DEFAULT_TIME_ZONE;

/** VENUE_DEMO when set (a local variant of the demo, checked; docs/seed-format.md#local-variants-of-the-demo), else undefined. */
export function readDemoVariant(env: Env): DemoVariantName | undefined {
  const raw = env.VENUE_DEMO?.trim().toLowerCase();
  if (!raw) return undefined;
  if (!isDemoVariantName(raw)) throw new Error(`VENUE_DEMO must be one of ${DEMO_VARIANT_NAMES.join(', ')}, got "${env.VENUE_DEMO}".`);
  return raw;
}

/** VENUE_CURRENCY when set (an ISO 4217 code such as EUR, checked), else undefined. */
export function readCurrencyCode(env: Env): string | undefined {
  const raw = env.VENUE_CURRENCY?.trim().toUpperCase();
  if (!raw) return undefined;
  if (!/^[A-Z]{3}$/.test(raw))
    throw new Error(`VENUE_CURRENCY must be an ISO 4217 currency code such as EUR, got "${env.VENUE_CURRENCY}".`);
  return raw;
}

/** VENUE_LANGUAGES when set ("fr,en": the default first; each one the site has catalogs for), else undefined. */
export function readLanguages(env: Env): readonly string[] | undefined {
  const raw = env.VENUE_LANGUAGES?.trim();
  if (!raw) return undefined;
  const named = raw.split(',').map((tag) => tag.trim());
  const unknown = named.filter((tag) => !isSiteLanguage(tag));
  if (unknown.length > 0)
    throw new Error(
      `VENUE_LANGUAGES names languages the site has no catalogs for (${unknown.join(', ')}); it has ${SITE_LANGUAGES.join(', ')}.`,
    );
  return named;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new Error('DATABASE_URL must be a postgres:// address, for example postgres://venue:secret@db.example.com:5432/venue.');
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new Error('DATABASE_URL must be a postgres:// address, for example postgres://venue:secret@db.example.com:5432/venue.');
  return raw;
}

const addressList = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');

function smtpUrl(env: Env): string | undefined {
  const raw = env.VENUE_SMTP_URL?.trim();
  if (!raw) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new Error('VENUE_SMTP_URL must be an smtp:// or smtps:// address, for example smtps://user:secret@mail.example.com:465.');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('VENUE_SMTP_URL must be an smtp:// or smtps:// address, for example smtps://user:secret@mail.example.com:465.');
  return raw;
}

function dkim(env: Env): DkimSettings | undefined {
  const domainName = env.VENUE_DKIM_DOMAIN?.trim();
  const keySelector = env.VENUE_DKIM_SELECTOR?.trim();
  const privateKey = env.VENUE_DKIM_PRIVATE_KEY?.trim().replace(/\\n/g, '\n');
  if (!domainName && !keySelector && !privateKey) return undefined;
  if (!domainName || !keySelector || !privateKey)
    throw new Error('DKIM signing needs VENUE_DKIM_DOMAIN, VENUE_DKIM_SELECTOR and VENUE_DKIM_PRIVATE_KEY together.');
  return { domainName, keySelector, privateKey };
}

/** The venue's address for staff mail while no SMTP server is set and VENUE_STAFF_EMAIL is unset. */
export const DEMO_STAFF_EMAIL = 'staff@example.com';

/** Mail settings (docs/backend.md#mail). */
export function readMailSettings(env: Env, port: number): MailSettings {
  const publicUrl = (webAddress(env, 'VENUE_PUBLIC_URL') ?? `http://localhost:${port}/`).replace(/\/?$/, '/');
  const host = new URL(publicUrl).hostname;
  const smtp = smtpUrl(env);
  const staffEmails = addressList(env.VENUE_STAFF_EMAIL);
  return {
    publicUrl,
    from: env.VENUE_MAIL_FROM?.trim() || `no-reply@${host.includes('.') ? host : 'localhost'}`,
    // While mail only stays in the outbox (the demo), the venue's mails go to a placeholder address, so they can be
    // seen there; a venue that sends mail names its own.
    staffEmails: staffEmails.length === 0 && smtp === undefined ? [DEMO_STAFF_EMAIL] : staffEmails,
    smtpUrl: smtp,
    dkim: dkim(env),
    reminderHours: positiveInt(env, 'VENUE_RESERVATION_REMINDER_HOURS', 24),
    chatWaitMinutes: positiveInt(env, 'VENUE_CHAT_WAIT_MINUTES', 3),
    claimSeconds: positiveInt(env, 'VENUE_MAIL_CLAIM_SECONDS', 15),
  };
}

export function readConfig(env: Env = process.env): BackendConfig {
  const dataDir = resolve(repoRoot, env.VENUE_DATA_DIR || '.data');
  const pricing = env.VENUE_PRICING || 'online';
  if (pricing !== 'online' && pricing !== 'on-location') {
    throw new Error(`VENUE_PRICING must be "online" or "on-location", got "${pricing}".`);
  }
  const production = env.NODE_ENV === 'production';
  return {
    port: positiveInt(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    trustProxy: flag(env, 'VENUE_TRUST_PROXY') ?? false,
    testPayments: flag(env, 'VENUE_TEST_PAYMENTS') ?? !production,
    // A verifier sends a whole venue's orders from one address in seconds, run after run; a server
    // for it serves no guests, so its budgets are off unless VENUE_RATE_LIMITS=1 (docs/contracts.md).
    rateLimits: flag(env, 'VENUE_RATE_LIMITS') ?? !(flag(env, 'VENUE_CONTRACT_STATES') ?? false),
    contractStates: flag(env, 'VENUE_CONTRACT_STATES') ?? false,
    holds: { minutes: positiveInt(env, 'VENUE_TICKET_HOLD_MINUTES', 15), maxUnpaidSeats: positiveInt(env, 'VENUE_MAX_UNPAID_SEATS', 10) },
    lookups: readLookups(env),
    siteOrigins: origins(env, 'VENUE_SITE_ORIGINS'),
    dataDir,
    databaseDir: join(dataDir, 'pglite'),
    databaseUrl: databaseUrl(env),
    databasePoolSize: positiveInt(env, 'VENUE_DATABASE_POOL_SIZE', 10),
    uploadsDir: env.VENUE_UPLOADS_DIR ? resolve(process.cwd(), env.VENUE_UPLOADS_DIR) : join(dataDir, 'uploads'),
    backupDir: resolve(repoRoot, env.VENUE_BACKUP_DIR || 'backups'),
    seedFile: env.VENUE_SEED ? resolve(process.cwd(), env.VENUE_SEED) : undefined,
    demo: readDemoVariant(env),
    pricing,
    timeZone: timeZone(env),
    currencyCode: readCurrencyCode(env),
    languages: readLanguages(env),
    client: readClient(env),
    tokenTtlSeconds: positiveInt(env, 'VENUE_TOKEN_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS),
    staffPassword: env.VENUE_STAFF_PASSWORD || DEFAULT_STAFF_PASSWORD,
    ai: readAi(env),
    mail: readMailSettings(env, positiveInt(env, 'PORT', 8080)),
    imageRoute: readImageRoute(env, join(dataDir, 'site-pictures')),
  };
}

/**
 * Why this configuration must not serve a real venue: with NODE_ENV=production the demo's client
 * secret and staff password are refused, each named with the variable that replaces it.
 */
export function productionProblems(config: BackendConfig, env: Env = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.client.clientSecret === demoClient.clientSecret)
    problems.push('The demo client secret is in use: set VENUE_CLIENT_SECRET (and VENUE_CLIENT_ID, VENUE_USERNAME, VENUE_PASSWORD).');
  if (config.staffPassword === DEFAULT_STAFF_PASSWORD) problems.push('The demo staff password is in use: set VENUE_STAFF_PASSWORD.');
  if (config.contractStates)
    problems.push('VENUE_CONTRACT_STATES=1 lets anyone create and delete data without a token (Pact provider states): unset it.');
  return problems;
}
