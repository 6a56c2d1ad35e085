// The embedded database's own wire session (pglite-wire.ts): what PGlite's `query` did, it still
// does — parameters and rows of every type the backend uses, errors with their statement, one
// transaction at a time — with prepared statements that stay correct after errors, evictions and
// scripts that change the tables.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase, type PgliteDatabase } from './pglite.database';
import { MAX_PREPARED } from './pglite-wire';
import { DB_START_TIMEOUT_MS } from '../testing/test-api';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await openPgliteDatabase();
  await db.exec(`CREATE TABLE probe (id text PRIMARY KEY, n int, price bigint, ok boolean, at timestamptz, doc jsonb);`);
  // A new PGlite runs initdb: past the default 10 s on a busy machine, as the other backend tests allow.
}, DB_START_TIMEOUT_MS);
afterAll(() => db.close());

describe('the embedded database', () => {
  it('sends every parameter type the backend uses and reads the rows back typed', async () => {
    const at = new Date('2026-11-24T21:30:00.123Z');
    await db.query('INSERT INTO probe (id, n, price, ok, at, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
      'typed',
      42,
      12_345_678_901,
      true,
      at,
      JSON.stringify({ a: [1, 'two'] }),
    ]);
    const rows = await db.query('SELECT n, price, ok, at, doc, NULL::text AS nothing FROM probe WHERE id = $1', ['typed']);
    expect(rows).toEqual([{ n: 42, price: 12_345_678_901, ok: true, at, doc: { a: [1, 'two'] }, nothing: null }]);
    expect(await db.query('SELECT $1::boolean AS no, $2::text AS none', [false, null])).toEqual([{ no: false, none: null }]);
  });

  it('gives back any text and any number it was sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }).filter((text) => !text.includes('\u0000')),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        async (text, whole, real) => {
          const [row] = await db.query<{ text: string; whole: number; real: number }>(
            'SELECT $1::text AS text, $2::int AS whole, $3::float8 AS real',
            [text, whole, real],
          );
          expect(row).toEqual({ text, whole, real: Object.is(real, -0) ? 0 : real });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports a statement that does not parse, with its text, and keeps working', async () => {
    const broken = 'SELEC 1';
    for (let attempt = 0; attempt < 2; attempt++) {
      // The second attempt fails the same way: a statement that did not parse was not kept.
      await expect(db.query(broken)).rejects.toMatchObject({ message: expect.stringMatching(/syntax error/), query: broken });
    }
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('reports a failure on the data without its parameters, and runs the statement again', async () => {
    const insert = 'INSERT INTO probe (id) VALUES ($1)';
    await db.query(insert, ['twice']);
    const failed = await db.query(insert, ['twice']).catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: expect.stringMatching(/duplicate key/), query: insert });
    // The log gets the statement, never a guest's details sent with it.
    expect(failed).not.toHaveProperty('params');
    await db.query(insert, ['once more']);
    expect(await db.query('SELECT id FROM probe WHERE id IN ($1, $2) ORDER BY id', ['once more', 'twice'])).toHaveLength(2);
  });

  it('keeps at most MAX_PREPARED statements and still runs one it had to close', async () => {
    const first = 'SELECT $1::int + 0 AS n';
    expect(await db.query(first, [1])).toEqual([{ n: 1 }]);
    for (let i = 1; i <= MAX_PREPARED + 20; i++) expect(await db.query(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: 1 + i }]);
    const [kept] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements');
    expect(kept?.count).toBeLessThanOrEqual(MAX_PREPARED);
    expect(await db.query(first, [2])).toEqual([{ n: 2 }]);
  });

  it('reads a changed table after a script, though the statement reading it was kept', async () => {
    await db.exec('CREATE TABLE reshaped (id int);');
    await db.query('INSERT INTO reshaped (id) VALUES ($1)', [1]);
    expect(await db.query('SELECT * FROM reshaped')).toEqual([{ id: 1 }]);
    await db.exec(`ALTER TABLE reshaped ADD COLUMN name text DEFAULT 'new';`);
    expect(await db.query('SELECT * FROM reshaped')).toEqual([{ id: 1, name: 'new' }]);
  });
});

describe('a transaction on the embedded database', () => {
  const count = async (id: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE id = $1', [id]))[0]?.n;

  it('commits what its work wrote and answers what the work answered', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (id, n) VALUES ($1, $2)', ['committed', 1]);
      await tx.query('UPDATE probe SET n = n + 1 WHERE id = $1', ['committed']);
      return (await tx.query<{ n: number }>('SELECT n FROM probe WHERE id = $1', ['committed']))[0]?.n;
    });
    expect(answer).toBe(2);
    expect(await count('committed')).toBe(1);
  });

  it('rolls back when the work throws, and the transaction cannot be used after it ended', async () => {
    let kept: Parameters<Parameters<PgliteDatabase['transaction']>[0]>[0] | undefined;
    await expect(
      db.transaction(async (tx) => {
        kept = tx;
        await tx.query('INSERT INTO probe (id) VALUES ($1)', ['rolled back']);
        throw new Error('the work changed its mind');
      }),
    ).rejects.toThrow('the work changed its mind');
    expect(await count('rolled back')).toBe(0);
    await expect(kept?.query('SELECT 1')).rejects.toThrow(/closed/);
  });

  it('rolls back when a statement fails, also when the work swallowed the error', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id) VALUES ($1)', ['swallowed']);
        await tx.query('INSERT INTO probe (id) VALUES ($1)', ['swallowed']).catch(() => undefined);
        return 'done';
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await count('swallowed')).toBe(0);
  });

  it('runs alone: a statement sent meanwhile waits for its end and sees what it committed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (id) VALUES ($1)', ['alone']);
      await held;
    });
    const meanwhile = count('alone');
    let answered = false;
    void meanwhile.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await meanwhile).toBe(1);
  });
});
