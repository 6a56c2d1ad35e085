// What counts as "the database cannot be reached" (docs/backend.md#when-the-database-goes-away): the
// drivers' own connection failures, and nothing a statement can cause; and the log that says so once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database.port';
import { reachability } from './reachability';
import { isDatabaseUnreachable } from './unreachable';
import { openTestDatabase } from '../testing/test-database';
import { DB_START_TIMEOUT_MS } from '../testing/test-api';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** What an aborted WebAssembly engine throws (PGlite's `abort`); the backend's types do not declare WebAssembly. */
function abortedEngine(): Error {
  const { RuntimeError } = (globalThis as unknown as { WebAssembly: { RuntimeError: new (message: string) => Error } }).WebAssembly;
  return new RuntimeError('Aborted(). Build with -sASSERTIONS for more info.');
}

describe('a database that cannot be reached', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', coded('ECONNRESET', 'read ECONNRESET')],
    ['the server shutting down (57P01 admin_shutdown)', coded('57P01', 'terminating connection due to administrator command')],
    ['the server starting (57P03 cannot_connect_now)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', coded('08006', 'connection failure')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    [
      'a connection timeout with its cause',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['every address refusing', Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), { code: undefined })],
    ['a refusal wrapped as a cause', new Error('could not start', { cause: coded('ECONNREFUSED') })],
    ['PGlite closed', new Error('PGlite is closed')],
    ['PGlite aborted', abortedEngine()],
  ])('is recognised from %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', coded('42601', 'syntax error at or near "SELEC"')],
    ['a statement cancelled by a timeout', coded('57014', 'canceling statement due to statement timeout')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    // Words alone do not decide when the error carries a code of its own.
    ['a coded error worded like a dropped connection', coded('23505', 'Connection terminated unexpectedly')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is not %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('is said once when it goes and once when it is back, whatever the number of failures and their order', () => {
    const log = { error: vi.fn(), log: vi.fn() };
    const state = reachability('The test database', log);
    const before = state.now();
    expect(state.failed(coded('23505'), before)).toBe(false);
    expect([1, 2, 3].map(() => state.failed(coded('ECONNREFUSED'), before))).toEqual([true, true, true]);
    // A statement under way when it went may still succeed: it says nothing about now.
    state.succeeded(before);
    expect(state.isGone()).toBe(true);
    const during = state.now();
    state.succeeded(during);
    state.succeeded(during);
    expect(state.isGone()).toBe(false);
    // One sent while it was away may fail after it came back: it says nothing new either.
    expect(state.failed(coded('57P01'), during)).toBe(true);
    expect(state.isGone()).toBe(false);
    expect(log.error.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('The test database cannot be reached (ECONNREFUSED: failed)'),
    ]);
    expect(log.log.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining('The test database is back')]);
  });
});

describe('the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, DB_START_TIMEOUT_MS);
  afterAll(() => db.close().catch(() => undefined));

  it('fails a bad statement as a bug, and every statement once closed as unreachable', async () => {
    const bad = await db.query('SELEC 1').catch((error: unknown) => error);
    expect(isDatabaseUnreachable(bad)).toBe(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await db.close();
      const closed = await Promise.all(
        [db.query('SELECT 1'), db.transaction((tx) => tx.query('SELECT 1'))].map((p) => p.catch((e: unknown) => e)),
      );
      expect(closed.map(isDatabaseUnreachable)).toEqual([true, true]);
      expect(errors.mock.calls.filter(([line]) => String(line).includes('cannot be reached'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });
});
