import { describe, expect, it } from 'vitest';
import { changesContent, watchContentWrites } from './content-writes';
import type { Database } from './database.port';

describe('which statements change content', () => {
  it.each([
    ['SELECT * FROM venue', false],
    ['  select 1 FROM event FOR UPDATE', false],
    ['INSERT INTO orders (id) VALUES ($1)', false],
    ['UPDATE idempotency_keys SET response_status = $3', false],
    ['DELETE FROM access_token WHERE expires_at <= $1', false],
    ['INSERT INTO staff_session (token_hash, expires_at) VALUES ($1, $2)', false],
    // The mail sender claims rows every second: a page cache dropped as often would be no cache.
    ['UPDATE mail_outbox SET claimed_until = $2, attempts = attempts + 1 WHERE id IN ($1)', false],
    ['INSERT INTO mail_outbox (id) VALUES ($1) ON CONFLICT DO NOTHING', false],
    ['UPDATE ticket_type SET sold = sold + $2 WHERE id = $1', true],
    ['INSERT INTO review (id) VALUES ($1)', true],
    ['DELETE FROM bottle_promoter WHERE ig_name = $1', true],
    ['\n  UPDATE venue SET general_info = $1', true],
    ['WITH x AS (SELECT 1) UPDATE orders SET status = $1', true],
    ['CREATE TABLE something (id text)', true],
  ])('%s: %s', (sql, expected) => {
    expect(changesContent(sql)).toBe(expected);
  });
});

describe('the content version', () => {
  const fake = (): Omit<Database, 'contentVersion'> => ({
    query: async () => [],
    transaction: (work) => work({ query: async () => [] }),
    exec: async () => undefined,
    exclusively: (work) => work(),
    close: async () => undefined,
  });

  it('grows after a content write, not after a read or a private write', async () => {
    const db = watchContentWrites(fake());
    await db.query('SELECT 1');
    await db.query('INSERT INTO orders (id) VALUES ($1)', ['o-1']);
    expect(db.contentVersion()).toBe(0);
    await db.query('UPDATE event SET doc = $1', ['{}']);
    expect(db.contentVersion()).toBe(1);
    await db.exec('CREATE TABLE x (id text)');
    expect(db.contentVersion()).toBe(2);
  });

  it('grows only once a transaction that wrote content has ended, committed or not', async () => {
    const db = watchContentWrites(fake());
    await db.transaction(async (tx) => {
      await tx.query('UPDATE bottle SET price_cents = 1');
      expect(db.contentVersion()).toBe(0);
    });
    expect(db.contentVersion()).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM review');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(db.contentVersion()).toBe(2);
    await db.transaction((tx) => tx.query('INSERT INTO orders (id) VALUES ($1)', ['o-2']));
    expect(db.contentVersion()).toBe(2);
  });

  it('tells other processes after each content write and grows when they say theirs changed', async () => {
    let announced = 0;
    const db = watchContentWrites(fake(), () => announced++);
    await db.query('INSERT INTO orders (id) VALUES ($1)', ['o-3']);
    await db.transaction((tx) => tx.query('SELECT 1'));
    expect(announced).toBe(0);
    await db.query('UPDATE event SET doc = $1', ['{}']);
    await db.transaction((tx) => tx.query('DELETE FROM review'));
    expect(announced).toBe(2);
    db.changedElsewhere();
    expect(db.contentVersion()).toBe(3);
    expect(announced).toBe(2);
  });
});
