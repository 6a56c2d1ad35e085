import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const backend = ['apps/venue-api/src/**/*.test.ts'];
// Everything but the backend: core's pure functions and machines, the adapters, the site's modules, the
// repository's own checks and scripts.
const shared = ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'];
const notUnit = ['**/*.pact.test.ts', '**/*.provider.test.ts', '**/node_modules/**'];

// One empty PGlite database made once per run, which every backend test's new database starts from.
const pgliteTemplate = 'apps/venue-api/src/testing/pglite-template-global-setup.ts';

// The backend tests that run again on a PostgreSQL server: those whose outcome depends on what a server
// has and PGlite has not: several connections at once (row locks, the first to commit wins), several
// instances on one database (shared sessions, socket rooms, chores taken once), migrations and the
// start-up's turn-taking, and the server adapter itself. The route tests run once, on PGlite: it is the
// same PostgreSQL (parser, planner, types, constraints), so their SQL means the same on both.
const onPostgresServer = [
  'db/database-outage',
  'db/migrate',
  'db/prepare-database',
  'chat/chat-concurrency',
  'door/check-ins.store',
  'door/door-two-instances',
  'guest-codes/guest-codes-instances',
  'mail/outbox/mail-survives-kill',
  'mail/outbox/outbox-two-instances',
  'maintenance/chores-on-two-instances',
  'maintenance/retention',
  'orders/concurrent-orders',
  'orders/concurrent-payments',
  'orders/idempotency',
  'orders/ticket-drop',
  'process/shared-between-instances',
  'process/two-instances',
  'realtime/socket-server',
  'routes/booking-nights.routes',
  'staff/staff-session',
].map((name) => `apps/venue-api/src/${name}.test.ts`);

// Backend files that run in a process of their own. The body limits test streams 30 and 80 MB bodies: in a
// worker that already held other files' databases (some 260 MB outside the heap) one upload took 37-46 s
// instead of half a second.
const ownProcess = ['apps/venue-api/src/http/body-limits.test.ts'];

export default defineConfig({
  // The site's modules read their words from `~messages/<area>`: the tests read English's (the build picks a
  // language, apps/web/build/message-catalogs.ts).
  resolve: { alias: [{ find: /^~messages\/(.*)$/, replacement: `${import.meta.dirname}/packages/messages/src/en/$1` }] },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default leaves one core to its main process (one worker on a 2-core machine), which
    // waits on the workers and needs none: every core runs test files.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // The backend's files share one process per worker, as the rest do: each file starts its own app on its own
      // database and stops it (a new process for each cost ~80 s of the run in imports). Files that pass only in a
      // process of their own are listed in ownProcess.
      {
        extends: true,
        test: { name: 'unit', include: backend, exclude: [...notUnit, ...ownProcess], isolate: false, globalSetup: [pgliteTemplate] },
      },
      { extends: true, test: { name: 'unit-own-process', include: ownProcess, globalSetup: [pgliteTemplate] } },
      // The other files share one process per worker instead of a new one each (a process and its imports cost
      // more than most of these files' tests). `npm run test:unit` runs both.
      {
        extends: true,
        test: { name: 'unit-shared', include: shared, exclude: notUnit, isolate: false, globalSetup: [pgliteTemplate] },
      },
      // Pact files are merged interaction by interaction: one file at a time keeps them whole and ordered.
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['packages/adapters/src/**/*.pact.test.ts'],
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['apps/venue-api/src/**/*.provider.test.ts'],
          fileParallelism: false,
          globalSetup: [pgliteTemplate],
        },
      },
      // The backend tests of onPostgresServer again on a PostgreSQL server, one started for the run.
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: onPostgresServer,
          globalSetup: ['apps/venue-api/src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
