// StoragePort over the browser's Web Storage. Storage can be missing (private mode, server
// rendering) or throw (quota, disabled cookies): every failure reads as absent or is ignored.
import type { StoragePort } from '@venue/core/ports/storage.port';
import type { StorageKey } from '@venue/core/ports/storage-keys';

type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One of the browser's two storage areas, or nothing where it is missing or refused. */
function browserArea(name: 'localStorage' | 'sessionStorage'): WebStorage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

/**
 * The port over `given`, or over the browser's localStorage looked up on first use: not when the
 * module loads, because opening a page's storage is a synchronous call to the browser that cost the
 * site's start about 8 ms of main thread (docs/performance.md#main-thread-work-while-the-page-starts).
 */
export function createWebStorage(given?: WebStorage): StoragePort {
  return portOver(given === undefined ? () => browserArea('localStorage') : () => given);
}

/** The same over sessionStorage: what holds for this visit only, such as the venue popups already seen. */
export const createSessionStorage = (): StoragePort => portOver(() => browserArea('sessionStorage'));

function portOver(open: () => WebStorage | undefined): StoragePort {
  let opened = false;
  let storage: WebStorage | undefined;
  const area = (): WebStorage | undefined => {
    if (!opened) {
      opened = true;
      storage = open();
    }
    return storage;
  };
  return {
    get(key: StorageKey) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: StorageKey, value: string) {
      try {
        area()?.setItem(key, value);
      } catch {
        // A full or disabled storage must not break the page; the value simply is not kept.
      }
    },
    remove(key: StorageKey) {
      try {
        area()?.removeItem(key);
      } catch {
        // Same as set: nothing to do when storage refuses.
      }
    },
  };
}
