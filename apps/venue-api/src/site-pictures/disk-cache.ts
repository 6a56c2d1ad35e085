// The image route's files on disk (docs/backend.md#the-sites-image-route): named by the SHA-256 of
// (source address, width, format), written whole under a temporary name then renamed (a reader never
// sees half a file), and kept under a total size: the oldest go first when a new one passes it. A file is
// read back for as long as browsers are told to keep it (a day): the venue may put a new picture at the same
// address, and the route then fetches and writes it again.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The extensions a kept file may have: a rung's format, or `svg` for a picture passed through. */
export type CachedKind = 'avif' | 'webp' | 'jpg' | 'svg';
const KINDS: readonly CachedKind[] = ['avif', 'webp', 'jpg', 'svg'];

export const cacheKey = (source: string, width: number, format: string): string =>
  createHash('sha256')
    .update(JSON.stringify([source, width, format]))
    .digest('hex');

export interface DiskCache {
  /** The kept file of `key`, of one of `kinds`, or null. */
  read(key: string, kinds: readonly CachedKind[]): Promise<{ readonly kind: CachedKind; readonly bytes: Buffer } | null>;
  write(key: string, kind: CachedKind, bytes: Buffer): Promise<void>;
}

interface Kept {
  readonly size: number;
  readonly writtenAt: number;
}

const KEPT_NAME = /^[0-9a-f]{64}\.(avif|webp|jpg|svg)$/;

/** How long a kept file is read back: as long as the route's answers tell browsers to keep it. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export function diskCache(options: {
  readonly dir: string;
  readonly maxBytes: number;
  readonly keptForMs?: number;
  /** The clock the age is read by; the system's unless a test brings one. */
  readonly now?: () => number;
}): DiskCache {
  const keptForMs = options.keptForMs ?? KEPT_FOR_MS;
  const now = options.now ?? Date.now;
  // Name -> size, in the order written (a Map keeps insertion order): the first is the oldest.
  const kept = new Map<string, Kept>();
  let total = 0;
  let ready: Promise<void> | undefined;

  const remember = (name: string, entry: Kept): void => {
    const before = kept.get(name);
    if (before) total -= before.size;
    kept.delete(name);
    kept.set(name, entry);
    total += entry.size;
  };

  /** What an earlier run left, oldest first, so the cap counts it. */
  async function load(): Promise<void> {
    await mkdir(options.dir, { recursive: true });
    const all = await readdir(options.dir);
    // Half-written files of a run that stopped mid-write.
    await Promise.all(all.filter((name) => name.endsWith('.part')).map((name) => rm(join(options.dir, name), { force: true })));
    const names = all.filter((name) => KEPT_NAME.test(name));
    const found = await Promise.all(
      names.map(async (name) => {
        const info = await stat(join(options.dir, name)).catch(() => null);
        return info ? { name, entry: { size: info.size, writtenAt: info.mtimeMs } } : null;
      }),
    );
    for (const item of found.filter((f) => f !== null).sort((a, b) => a.entry.writtenAt - b.entry.writtenAt))
      remember(item.name, item.entry);
  }

  async function evict(): Promise<void> {
    for (const [name, entry] of kept) {
      if (total <= options.maxBytes) return;
      kept.delete(name);
      total -= entry.size;
      await rm(join(options.dir, name), { force: true });
    }
  }

  return {
    async read(key, kinds) {
      await (ready ??= load());
      for (const kind of kinds) {
        const path = join(options.dir, `${key}.${kind}`);
        const info = await stat(path).catch(() => null);
        if (!info || now() - info.mtimeMs > keptForMs) continue;
        const bytes = await readFile(path).catch(() => null);
        if (bytes) return { kind, bytes };
      }
      return null;
    },
    async write(key, kind, bytes) {
      await (ready ??= load());
      if (!KINDS.includes(kind) || bytes.byteLength > options.maxBytes) return;
      const name = `${key}.${kind}`;
      const temporary = join(options.dir, `.${name}.${randomUUID()}.part`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(options.dir, name));
      remember(name, { size: bytes.byteLength, writtenAt: Date.now() });
      await evict();
    },
  };
}
