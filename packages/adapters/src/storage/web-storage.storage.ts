// StoragePort over the browser's Web Storage. Storage can be missing (private mode, server
// rendering) or throw (quota, disabled cookies): every failure reads as absent or is ignored.
import type { StoragePort } from '@venue/core/ports/storage.port';
import type { StorageKey } from '@venue/core/ports/storage-keys';

type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): WebStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function createWebStorage(storage: WebStorage | undefined = defaultStorage()): StoragePort {
  return {
    get(key: StorageKey) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string) {
      try {
        storage?.setItem(key, value);
      } catch {
        // A full or disabled storage must not break the page; the value simply is not kept.
      }
    },
    remove(key: StorageKey) {
      try {
        storage?.removeItem(key);
      } catch {
        // Same as set: nothing to do when storage refuses.
      }
    },
  };
}
