// Starts the site and the venue API together on one port: opens the database (the embedded one in
// the data folder, or the PostgreSQL server of DATABASE_URL), applies migrations, seeds an empty
// database, then serves.
// First: which React build the process loads (process/react-build.ts).
import { environmentAsGiven } from './process/react-build';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STAFF_PASSWORD, lookupOrigins, productionProblems, readConfig } from './config/env';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { chatConnectionHandler } from './chat/chat-socket';
import { doorConnectionHandler } from './door/door-socket';
import { botDescription, chooseBot } from './chat/choose-bot';
import { createApp } from './http/app';
import { serveApp } from './http/serve-app';
import { createSocketRealtime } from './realtime/socket-server';
import { writeBackup } from './maintenance/backup';
import { keepTidy } from './maintenance/keep-tidy';
import { readVenueTimeZone } from './config/venue-time-zone';
import { readVenueCurrencyCode, readVenueMoneyExponent } from './config/venue-money-exponent';
import { lockDataFolder } from './process/data-folder-lock';
import { exitOnCrash, gracefulShutdown } from './process/shutdown';
import { composeMailWith } from './mail/compose/compose-mail';
import { startMailSender } from './mail/outbox/mail-sender';
import { isAnsweringRequests } from './http/requests-in-flight';
import { mailDestination, transportFromSettings } from './mail/transport/transport-from-settings';

async function start(): Promise<void> {
  const env = environmentAsGiven();
  const config = readConfig(env);
  const problems = productionProblems(config, env);
  if (problems.length > 0) throw new Error(`Refusing to start with NODE_ENV=production:\n- ${problems.join('\n- ')}`);
  await mkdir(config.uploadsDir, { recursive: true });
  // The embedded database allows one process per data folder; on a server, instances share it.
  const unlock = config.databaseUrl ? async () => undefined : await lockDataFolder(config.dataDir);
  const opened = await openDatabase(config);
  const db = opened.db;
  const seeding = await prepareDatabase(db, {
    seedFile: config.seedFile,
    uploadsDir: config.uploadsDir,
    demo: config.demo,
    now: new Date(),
  });

  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  // On a server, instances share socket.io rooms and rate-limit budgets through its pool (docs/backend.md#several-instances).
  const pool = opened.kind === 'postgres' ? opened.db.pool : undefined;
  const realtime = createSocketRealtime({ pool, siteOrigins: config.siteOrigins });
  const api = {
    db,
    client: config.client,
    tokenTtlSeconds: config.tokenTtlSeconds,
    uploadsDir: config.uploadsDir,
    pricing: config.pricing,
    now: () => new Date(),
    timeZone: await readVenueTimeZone(db, config.timeZone),
    moneyExponent: await readVenueMoneyExponent(db),
    currencyCode: await readVenueCurrencyCode(db),
    realtime: realtime.emitter,
    staffPassword: config.staffPassword,
    bot: chooseBot(config.ai),
    testPayments: config.testPayments,
    holds: config.holds,
    siteOrigins: config.siteOrigins,
    trustProxy: config.trustProxy,
    mail: config.mail,
  };
  const app = createApp({
    webRoot,
    api,
    security: { trustProxy: config.trustProxy, extraConnectOrigins: lookupOrigins(config.lookups) },
    siteSettings: {
      apiBase: '/venue-api/',
      credentials: config.client,
      lookups: config.lookups,
      timeZone: config.timeZone,
      ...(config.currencyCode ? { currencyCode: config.currencyCode } : {}),
      ...(config.languages ? { languages: config.languages } : {}),
    },
    rateLimits: { trustProxy: config.trustProxy, enabled: config.rateLimits, pool },
    contractStates: config.contractStates,
    imageRoute: config.imageRoute,
  });

  const server = serveApp({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Venue site:   http://localhost:${info.port}/`);
    console.log(`Venue API:    http://localhost:${info.port}/venue-api/`);
    console.log(
      `Staff page:   http://localhost:${info.port}/venue-api/staff${config.staffPassword === DEFAULT_STAFF_PASSWORD ? ' (password "demo-staff", set VENUE_STAFF_PASSWORD)' : ''}`,
    );
    console.log(`Door page:    http://localhost:${info.port}/venue-api/staff/door (check guests in, online or offline)`);
    console.log(`Chat bot:     ${botDescription(config.ai)}`);
    console.log(`Mail:         ${mailDestination(config.mail, config.dataDir, `http://localhost:${info.port}/venue-api/staff/outbox`)}`);
    console.log(
      opened.kind === 'postgres'
        ? `Database:     PostgreSQL server at ${redacted(config.databaseUrl ?? '')}; uploads in ${config.uploadsDir}`
        : `Data folder:  ${config.dataDir} (database in ${config.databaseDir})`,
    );
    console.log(
      `Listening on: ${config.host}${config.host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 to open it to the network)' : ''}`,
    );
    if (config.siteOrigins.length > 0) console.log(`Sites apart:  ${config.siteOrigins.join(', ')} may call the API (VENUE_SITE_ORIGINS)`);
    if (!config.rateLimits) console.log('Rate limits:  off (VENUE_RATE_LIMITS=0)');
    if (!config.testPayments) console.log('Test payments: off (VENUE_TEST_PAYMENTS=1 turns them on)');
    console.log(
      seeding.seeded
        ? `Seeded from ${seeding.source}.`
        : `Using the venue already in the database${config.seedFile ? `; VENUE_SEED is ignored while the database holds a venue` : ''}.`,
    );
    console.log(
      `Pricing:      ${config.pricing === 'online' ? 'tax and service on bottles charged online' : 'tax and service on bottles paid on location'}`,
    );
  });
  // Idle keep-alive sockets outlive a client's own pool timeout, so the server never closes one
  // just as a request is sent down it (which the client sees as ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // socket.io shares the port (real-time replies, docs/product.md#support-chat); serveApp() gives a plain http.Server.
  // The door devices share it: each joins its night's room (door/door-socket.ts).
  const chat = chatConnectionHandler(api);
  const door = doorConnectionHandler(api);
  realtime.attach(server, (socket) => {
    chat(socket);
    door(socket);
  });

  const stopChores = keepTidy({ db, uploadsDir: config.uploadsDir });
  // The outbox's sender (docs/backend.md#mail): stopped at once on shutdown, and done before the database closes.
  const transport = transportFromSettings(config.mail, config.dataDir);
  const mailSender = startMailSender({
    db,
    compose: composeMailWith(api),
    transport,
    leaseMs: config.mail.claimSeconds * 1000,
    busy: isAnsweringRequests,
  });
  const closeAfterMail = {
    close: async () => {
      await mailSender.stop();
      transport.close();
      await db.close();
    },
  };
  const shutdown = gracefulShutdown({ server, realtime, db: closeAfterMail });
  const stop = () => {
    stopChores();
    void mailSender.stop();
    return shutdown().then(unlock);
  };
  exitOnCrash(stop);
  // `npm run backup` asks a running server for a consistent copy (maintenance/backup.ts).
  process.on('SIGUSR2', () => {
    if (opened.kind === 'postgres') {
      console.error('npm run backup copies the embedded database; back a PostgreSQL server up with pg_dump (docs/backend.md#backups).');
      return;
    }
    writeBackup(opened.db, config, new Date()).then(
      (folder) => console.log(`Backup written to ${folder}`),
      (error: unknown) => console.error('The backup failed:', error),
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
}

/** The URL without its password, for the start-up log. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
