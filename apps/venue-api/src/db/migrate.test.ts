import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoSeed } from '../seed/demo-venue';
import { seedWhenEmpty } from '../seed/seed-when-empty';
import { DB_START_TIMEOUT_MS, TEST_NOW, TEST_TODAY } from '../testing/test-api';
import type { Database } from './database.port';
import { migrate } from './migrate';
import { openTestDatabase } from '../testing/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DB_START_TIMEOUT_MS);
afterAll(() => db.close());

const tableExists = async (name: string) =>
  (await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name]))[0]?.found !== null;

const allMigrations = [
  '001-content.sql',
  '002-access-tokens.sql',
  '003-orders.sql',
  '004-bookings.sql',
  '005-chat.sql',
  '006-forms.sql',
  '007-order-extras.sql',
  '008-ticket-promoter-names.sql',
  '009-order-payment-intents.sql',
  '010-ticket-holds.sql',
  '012-shared-instance-state.sql',
  '013-order-breakdown.sql',
  '014-live-holds-by-address.sql',
  '015-guest-codes.sql',
  '016-door-check-ins.sql',
  '017-order-secrets.sql',
  '018-mail-outbox.sql',
  '019-my-orders.sql',
  '020-mailing-list-consent.sql',
  '021-order-changes.sql',
  '022-staff-presence.sql',
  '023-reservation-nights.sql',
  '024-guest-language.sql',
  '025-attendee-place-keys.sql',
  '026-content-translations.sql',
];

describe('migrations', () => {
  it('apply in order on an empty database and are recorded', async () => {
    expect(await migrate(db)).toEqual(allMigrations);
    for (const table of [
      'venue',
      'content_item',
      'event',
      'ticket_type',
      'bottle',
      'block_date',
      'review',
      'media',
      'access_token',
      'orders',
      'idempotency_keys',
      'door_check_in',
      'door_check_in_other',
      'mail_outbox',
      'content_translation',
    ]) {
      expect(await tableExists(table), table).toBe(true);
    }
  });

  it('apply nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(allMigrations);
  });

  it('roll a failing file back whole and name it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'venue-migrations-'));
    await writeFile(join(dir, '900-good.sql'), 'CREATE TABLE probe_good (id int);');
    await writeFile(join(dir, '901-bad.sql'), 'CREATE TABLE probe_bad (id int);\nSELECT nothing FROM nowhere;');
    await expect(migrate(db, dir)).rejects.toThrow(/901-bad\.sql/);
    expect(await tableExists('probe_good')).toBe(true);
    expect(await tableExists('probe_bad')).toBe(false);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name);
    expect(names).toContain('900-good.sql');
    expect(names).not.toContain('901-bad.sql');
  });
});

describe('seeding at start-up', () => {
  it('stops on a bad VENUE_SEED file with the field path, leaving the database empty', async () => {
    const seed = buildDemoSeed(TEST_TODAY);
    const bad = { ...seed, talents: seed.talents.map((t, i) => (i === 2 ? { ...t, mainPhoto: 42 } : t)) };
    const file = join(await mkdtemp(join(tmpdir(), 'venue-seed-')), 'seed.json');
    await writeFile(file, JSON.stringify(bad));
    await expect(seedWhenEmpty(db, { seedFile: file, now: TEST_NOW })).rejects.toThrow(/talents\[2\]\.mainPhoto/);
    expect(await db.query('SELECT id FROM venue')).toEqual([]);
  });

  it('seeds the demo venue once, then leaves the database alone', async () => {
    expect(await seedWhenEmpty(db, { now: TEST_NOW })).toEqual({ seeded: true, source: 'the generated demo venue' });
    expect(await seedWhenEmpty(db, { now: TEST_NOW })).toEqual({ seeded: false });
    const [counts] = await db.query<{ events: number; tickets: number }>(
      'SELECT (SELECT count(*) FROM event)::int AS events, (SELECT count(*) FROM ticket_type)::int AS tickets',
    );
    expect(counts?.events).toBe(24);
    expect(counts?.tickets).toBeGreaterThan(24);
  });
});
