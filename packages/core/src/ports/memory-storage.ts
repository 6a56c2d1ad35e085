// A StoragePort kept in a Map: for runs with no browser storage (tests, replays, the bench) and for
// tests that inspect what was stored through `data`.
import type { StoragePort } from './storage.port';

export function memoryStorage(
  initial: Readonly<Record<string, string | undefined>> = {},
): StoragePort & { readonly data: Map<string, string> } {
  const data = new Map<string, string>(Object.entries(initial).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}
