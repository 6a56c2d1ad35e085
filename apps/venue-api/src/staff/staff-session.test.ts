// Staff sessions in the database (docs/backend.md#several-instances): what the cookie carries opens a
// session until it ends or staff sign out, and the database never holds the token itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.port';
import { prepareDatabase } from '../db/prepare-database';
import { DB_START_TIMEOUT_MS, TEST_NOW } from '../testing/test-api';
import { openTestDatabase } from '../testing/test-database';
import { pruneStaffSessions, STAFF_SESSION_SECONDS, staffSessions } from './staff-session';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await prepareDatabase(db, { now: TEST_NOW });
}, DB_START_TIMEOUT_MS);
afterAll(() => db.close());

const at = (ms: number) => () => new Date(TEST_NOW.getTime() + ms);
const LENGTH_MS = STAFF_SESSION_SECONDS * 1000;

describe('staff sessions', () => {
  it('open a session until it ends; only its SHA-256 is stored', async () => {
    const token = await staffSessions(db, at(0)).open();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await staffSessions(db, at(LENGTH_MS - 1)).isOpen(token)).toBe(true);
    expect(await staffSessions(db, at(LENGTH_MS)).isOpen(token)).toBe(false);
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM staff_session');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('close on sign-out, and refuse what no session issued', async () => {
    const sessions = staffSessions(db, at(0));
    const token = await sessions.open();
    const other = await sessions.open();
    await sessions.close(token);
    expect(await sessions.isOpen(token)).toBe(false);
    expect(await sessions.isOpen(other)).toBe(true);
    for (const made of [undefined, '', 'made-up', 'x'.repeat(10_000)]) expect(await sessions.isOpen(made)).toBe(false);
    await sessions.close(undefined);
  });

  it('prune only sessions that have ended', async () => {
    const early = await staffSessions(db, at(-LENGTH_MS)).open();
    const live = await staffSessions(db, at(0)).open();
    expect(await pruneStaffSessions(db, at(0)())).toBeGreaterThanOrEqual(1);
    expect(await staffSessions(db, at(-1)).isOpen(early)).toBe(false);
    expect(await staffSessions(db, at(0)).isOpen(live)).toBe(true);
  });
});
