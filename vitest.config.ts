import { defineConfig } from 'vitest/config';

const sources = [
  'packages/*/src/**/*.test.ts',
  'apps/venue-api/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'tests/**/*.test.ts',
  'scripts/**/*.test.ts',
];

// Tests of the embedded database's own folder, backups and process: nothing to repeat on a server.
const pgliteOnly = [
  'apps/venue-api/src/process/survives-kill.test.ts',
  'apps/venue-api/src/process/data-folder-lock.test.ts',
  'apps/venue-api/src/maintenance/backup.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: sources, exclude: ['**/*.pact.test.ts', '**/*.provider.test.ts', '**/node_modules/**'] },
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
      { extends: true, test: { name: 'provider', include: ['apps/venue-api/src/**/*.provider.test.ts'], fileParallelism: false } },
      // The backend again on a PostgreSQL server (DATABASE_URL mode), one started for the run.
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['apps/venue-api/src/**/*.test.ts'],
          exclude: ['**/*.provider.test.ts', '**/node_modules/**', ...pgliteOnly],
          globalSetup: ['apps/venue-api/src/testing/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'provider-postgres',
          include: ['apps/venue-api/src/**/*.provider.test.ts'],
          fileParallelism: false,
          globalSetup: ['apps/venue-api/src/testing/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
