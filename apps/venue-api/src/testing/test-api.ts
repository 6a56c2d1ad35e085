// One seeded in-memory venue API per test file: PGlite takes seconds to start, requests take
// milliseconds, so tests share the database and pin the clock.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClient } from '../config/demo-client';
import { DEFAULT_STAFF_PASSWORD, DEFAULT_TIME_ZONE, type PricingVariant } from '../config/env';
import { readVenueTimeZone } from '../config/venue-time-zone';
import { readVenueCurrencyCode, readVenueMoneyExponent } from '../config/venue-money-exponent';
import type { Database } from '../db/database.port';
import type { PostgresDatabase } from '../db/postgres.database';
import { prepareDatabase } from '../db/prepare-database';
import type { ApiContext } from '../http/api-context';
import { createApp } from '../http/app';
import type { MailSettings } from '../mail/mail-settings';
import { demoSignIn } from './demo-sign-in';
import { recordingRealtime, type RecordingRealtime } from './recording-realtime';
import { openTestDatabase, openTwoInstances } from './test-database';
import type { DemoVariantName } from '../seed/demo/demo-variant-names';

/** A fixed evening: 15 June 2030, 8 PM local time. */
export const TEST_NOW = new Date(2030, 5, 15, 20, 0, 0);
export const TEST_TODAY = '2030-06-15';

/** Mail settings of a test venue: the site at venue.test, one staff address, no SMTP server. */
export const TEST_MAIL_SETTINGS: MailSettings = {
  publicUrl: 'https://venue.test/',
  from: 'The Venue <no-reply@venue.test>',
  staffEmails: ['staff@venue.test'],
  smtpUrl: undefined,
  dkim: undefined,
  reminderHours: 24,
  chatWaitMinutes: 3,
  claimSeconds: 15,
};

/** Milliseconds the database may take to start on a busy machine. */
export const DB_START_TIMEOUT_MS = 60_000;

export interface TestApi {
  readonly db: Database;
  readonly clock: { now: Date };
  /** Every real-time event the routes sent. */
  readonly realtime: RecordingRealtime;
  app(pricing?: PricingVariant): ReturnType<typeof createApp>;
  /** The context the apps share, for code that needs the database and clock directly. */
  context(pricing?: PricingVariant): ApiContext;
  signIn(): Promise<string>;
  get(path: string, token?: string | null): Promise<Response>;
}

/**
 * `now`: the moment the demo venue is seeded at and the clock is pinned to (default TEST_NOW);
 * `rateLimits: false` for a load benchmark sending hundreds of orders from one address;
 * `db`: a database to serve (another instance's handle on the same server), else a new one;
 * `poolSize`: connections of that new one on a PostgreSQL server, for tests of transactions running at once;
 * `contractStates`: serve Pact's provider-state and message requests, as VENUE_CONTRACT_STATES=1 does;
 * `webRoot`: also serve the built site there, its pages server-rendered, as main.ts does;
 * `trustProxy`: believe X-Forwarded-For, as behind the venue's TLS proxy (a load of many guests' addresses);
 * `mail`: where mail goes (TEST_MAIL_SETTINGS: staff at staff@venue.test, no SMTP server);
 * `demo`: a local variant of the demo venue to seed (VENUE_DEMO), else the Brooklyn demo.
 */
export async function startTestApi(
  options: {
    readonly now?: Date;
    readonly rateLimits?: boolean;
    readonly db?: Database;
    readonly poolSize?: number;
    readonly contractStates?: boolean;
    readonly webRoot?: string;
    readonly trustProxy?: boolean;
    readonly mail?: MailSettings;
    readonly demo?: DemoVariantName;
  } = {},
): Promise<TestApi> {
  const now = options.now ?? TEST_NOW;
  const db = options.db ?? (await openTestDatabase(options.poolSize === undefined ? {} : { poolSize: options.poolSize }));
  await prepareDatabase(db, { now, demo: options.demo });
  const clock = { now };
  const timeZone = await readVenueTimeZone(db, DEFAULT_TIME_ZONE);
  const moneyExponent = await readVenueMoneyExponent(db);
  const currencyCode = await readVenueCurrencyCode(db);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'venue-uploads-'));
  const realtime = recordingRealtime();
  const context = (pricing: PricingVariant): ApiContext => ({
    db,
    client: demoClient,
    tokenTtlSeconds: 3600,
    uploadsDir,
    pricing,
    now: () => clock.now,
    timeZone,
    moneyExponent,
    currencyCode,
    realtime,
    staffPassword: DEFAULT_STAFF_PASSWORD,
    testPayments: true,
    trustProxy: options.trustProxy ?? false,
    holds: { minutes: 15, maxUnpaidSeats: 10 },
    mail: options.mail ?? TEST_MAIL_SETTINGS,
  });
  // On a PostgreSQL server the budgets live in its table, as main.ts keeps them.
  const rateLimits = {
    trustProxy: options.trustProxy ?? false,
    enabled: options.rateLimits ?? true,
    pool: 'pool' in db ? (db as PostgresDatabase).pool : undefined,
  };
  const contractStates = options.contractStates ?? false;
  const site = {
    ...(options.webRoot === undefined ? {} : { webRoot: options.webRoot }),
    ...(options.trustProxy ? { security: { trustProxy: true, extraConnectOrigins: [] } } : {}),
  };
  const apps = {
    online: createApp({ api: context('online'), rateLimits, contractStates, ...site }),
    'on-location': createApp({ api: context('on-location'), rateLimits, contractStates, ...site }),
  };
  let token: string | undefined;

  async function signIn(): Promise<string> {
    const res = await apps.online.request('/venue-api/oauth/token', demoSignIn);
    const body = (await res.json()) as { access_token: string };
    return body.access_token;
  }

  return {
    db,
    clock,
    realtime,
    app: (pricing = 'online') => apps[pricing],
    context: (pricing = 'online') => context(pricing),
    signIn,
    async get(path, explicitToken) {
      token ??= await signIn();
      const bearer = explicitToken === undefined ? token : explicitToken;
      return apps.online.request(`/venue-api/${path}`, { headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` } });
    },
  };
}

/** Two test APIs on one new database of the PostgreSQL test server, as two backend instances (api-postgres only). */
export async function startTwoTestApis(): Promise<{
  readonly a: TestApi;
  readonly b: TestApi;
  /** Each instance's own handle on the database, which the test closes when it is done. */
  readonly handles: readonly [PostgresDatabase, PostgresDatabase];
}> {
  const handles = await openTwoInstances();
  const a = await startTestApi({ db: handles[0] });
  const b = await startTestApi({ db: handles[1] });
  return { a, b, handles };
}
