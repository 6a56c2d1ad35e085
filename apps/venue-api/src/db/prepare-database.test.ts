import { describe, expect, it } from 'vitest';
import { createDatabase, testDatabaseKind } from '../testing/test-database';
import { DB_START_TIMEOUT_MS, TEST_NOW } from '../testing/test-api';
import { openPostgresDatabase } from './postgres.database';
import { prepareDatabase } from './prepare-database';

describe.runIf(testDatabaseKind() === 'postgres')('instances starting together on one server', () => {
  it(
    'take turns: every migration applied once, one venue seeded, both start',
    async () => {
      const url = await createDatabase(process.env.VENUE_TEST_POSTGRES_URL ?? '');
      const instances = await Promise.all([openPostgresDatabase(url), openPostgresDatabase(url), openPostgresDatabase(url)]);
      try {
        const outcomes = await Promise.all(instances.map((db) => prepareDatabase(db, { now: TEST_NOW })));
        expect(outcomes.filter((o) => o.seeded)).toHaveLength(1);
        const [first] = instances;
        const applied = await first!.query<{ name: string; n: number }>(
          'SELECT name, count(*)::int AS n FROM schema_migration GROUP BY name',
        );
        expect(applied.length).toBeGreaterThan(0);
        expect(applied.every((row) => row.n === 1)).toBe(true);
        expect(await first!.query('SELECT count(*)::int AS n FROM venue')).toEqual([{ n: 1 }]);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
      }
    },
    DB_START_TIMEOUT_MS,
  );
});
