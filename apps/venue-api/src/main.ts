// Starts the site and the embedded venue API together on one port: opens the file-backed
// database, applies migrations, seeds an empty database, then serves.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { DEFAULT_STAFF_PASSWORD, productionProblems, readConfig } from './config/env';
import { migrate } from './db/migrate';
import { openPgliteDatabase } from './db/pglite.database';
import type { Server as HttpServer } from 'node:http';
import { chatConnectionHandler } from './chat/chat-socket';
import { botDescription, chooseBot } from './chat/choose-bot';
import { createApp } from './http/app';
import { createSocketRealtime } from './realtime/socket-server';
import { writeBackup } from './maintenance/backup';
import { keepTidy } from './maintenance/keep-tidy';
import { lockDataFolder } from './process/data-folder-lock';
import { exitOnCrash, gracefulShutdown } from './process/shutdown';
import { seedWhenEmpty } from './seed/seed-when-empty';

async function start(): Promise<void> {
  const config = readConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start with NODE_ENV=production:\n- ${problems.join('\n- ')}`);
  await mkdir(config.uploadsDir, { recursive: true });
  const unlock = await lockDataFolder(config.dataDir);
  const db = await openPgliteDatabase(config.databaseDir);
  await migrate(db);
  const seeding = await seedWhenEmpty(db, { seedFile: config.seedFile, now: new Date() });

  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const realtime = createSocketRealtime();
  const api = {
    db,
    client: config.client,
    tokenTtlSeconds: config.tokenTtlSeconds,
    uploadsDir: config.uploadsDir,
    pricing: config.pricing,
    now: () => new Date(),
    realtime: realtime.emitter,
    staffPassword: config.staffPassword,
    bot: chooseBot(config.ai),
    testPayments: config.testPayments,
    holds: config.holds,
    trustProxy: config.trustProxy,
  };
  const app = createApp({
    webRoot,
    api,
    security: { trustProxy: config.trustProxy, extraConnectOrigins: config.lookupOrigins },
    rateLimits: { trustProxy: config.trustProxy, enabled: config.rateLimits },
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Venue site:   http://localhost:${info.port}/`);
    console.log(`Venue API:    http://localhost:${info.port}/venue-api/`);
    console.log(
      `Staff page:   http://localhost:${info.port}/venue-api/staff${config.staffPassword === DEFAULT_STAFF_PASSWORD ? ' (password "demo-staff", set VENUE_STAFF_PASSWORD)' : ''}`,
    );
    console.log(`Chat bot:     ${botDescription(config.ai)}`);
    console.log(`Data folder:  ${config.dataDir} (database in ${config.databaseDir})`);
    console.log(
      `Listening on: ${config.host}${config.host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 to open it to the network)' : ''}`,
    );
    if (!config.rateLimits) console.log('Rate limits:  off (VENUE_RATE_LIMITS=0)');
    if (!config.testPayments) console.log('Test payments: off (VENUE_TEST_PAYMENTS=1 turns them on)');
    console.log(
      seeding.seeded
        ? `Seeded from ${seeding.source}.`
        : `Using the venue already in the database${config.seedFile ? `; VENUE_SEED is ignored until ${config.databaseDir} is deleted` : ''}.`,
    );
    console.log(
      `Pricing:      ${config.pricing === 'online' ? 'tax and service on bottles charged online' : 'tax and service on bottles paid on location'}`,
    );
  });
  // Idle keep-alive sockets outlive a client's own pool timeout, so the server never closes one
  // just as a request is sent down it (which the client sees as ECONNRESET).
  (server as HttpServer).keepAliveTimeout = 65_000;
  (server as HttpServer).headersTimeout = 66_000;
  // socket.io shares the port (real-time replies, docs/product.md#support-chat); serve() gives a plain http.Server here.
  realtime.attach(server as HttpServer, chatConnectionHandler(api));

  const stopChores = keepTidy({ db, uploadsDir: config.uploadsDir });
  const shutdown = gracefulShutdown({ server: server as HttpServer, realtime, db });
  const stop = () => {
    stopChores();
    return shutdown().then(unlock);
  };
  exitOnCrash(stop);
  // `npm run backup` asks a running server for a consistent copy (maintenance/backup.ts).
  process.on('SIGUSR2', () => {
    writeBackup(db, config, new Date()).then(
      (folder) => console.log(`Backup written to ${folder}`),
      (error: unknown) => console.error('The backup failed:', error),
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
