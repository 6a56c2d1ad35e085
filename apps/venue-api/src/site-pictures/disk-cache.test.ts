import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey, diskCache, KEPT_FOR_MS } from './disk-cache';

/** Only the folders this file made are removed. */
const made: string[] = [];
const freshFolder = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'disk-cache-test-'));
  made.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

const bytes = (size: number, fill: number): Buffer => Buffer.alloc(size, fill);

describe('diskCache', () => {
  it('names files by source, width and format', () => {
    const key = cacheKey('https://venue.example/a.jpg', 640, 'webp');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey('https://venue.example/a.jpg', 640, 'avif')).not.toBe(key);
    expect(cacheKey('https://venue.example/a.jpg', 480, 'webp')).not.toBe(key);
    expect(cacheKey('https://venue.example/b.jpg', 640, 'webp')).not.toBe(key);
  });

  it('gives back what it kept, of the kinds asked for', async () => {
    const dir = await freshFolder();
    const cache = diskCache({ dir, maxBytes: 1000 });
    await cache.write('a'.repeat(64), 'svg', bytes(10, 1));
    expect(await cache.read('a'.repeat(64), ['webp', 'svg'])).toEqual({ kind: 'svg', bytes: bytes(10, 1) });
    expect(await cache.read('a'.repeat(64), ['webp'])).toBeNull();
  });

  it('drops the oldest files when the total passes its cap, counting what an earlier run left', async () => {
    const dir = await freshFolder();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(64)) as [string, string, string, string];
    const first = diskCache({ dir, maxBytes: 250 });
    await first.write(a, 'jpg', bytes(100, 1));
    await first.write(b, 'jpg', bytes(100, 2));
    await first.write(c, 'jpg', bytes(100, 3));
    expect(await first.read(a, ['jpg'])).toBeNull();
    expect(await first.read(b, ['jpg'])).not.toBeNull();
    expect(await first.read(c, ['jpg'])).not.toBeNull();
    // A half-written file of a run that stopped is cleared away.
    await writeFile(join(dir, `.${d}.jpg.x.part`), bytes(5, 0));
    const next = diskCache({ dir, maxBytes: 250 });
    await next.write(d, 'jpg', bytes(100, 4));
    expect((await readdir(dir)).sort()).toEqual([`${c}.jpg`, `${d}.jpg`]);
  });

  it('reads a file back for a day only, so a new picture at the same address is fetched again', async () => {
    const dir = await freshFolder();
    let clock = Date.now();
    const cache = diskCache({ dir, maxBytes: 1000, now: () => clock });
    await cache.write('e'.repeat(64), 'webp', bytes(10, 5));
    clock += KEPT_FOR_MS - 60_000;
    expect(await cache.read('e'.repeat(64), ['webp'])).not.toBeNull();
    clock += 120_000;
    expect(await cache.read('e'.repeat(64), ['webp'])).toBeNull();
    // Written again, it is read back again.
    await cache.write('e'.repeat(64), 'webp', bytes(10, 6));
    clock = Date.now();
    expect(await cache.read('e'.repeat(64), ['webp'])).toEqual({ kind: 'webp', bytes: bytes(10, 6) });
  });
});
