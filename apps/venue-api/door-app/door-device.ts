// The night as this device keeps it (IndexedDB): the list, the public key in it, and the queue of offline
// admissions, so a reload with no network still judges codes and nothing queued is lost. The device's
// own id and its door's name are small and read at start, so they live in localStorage.
import type { DoorDevicePort, DoorKept } from '@venue/core/door/door.port';

const DB_NAME = 'venue-door';
const STORE = 'nights';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(request.result as T);
        };
        tx.onerror = () => reject(tx.error);
      }),
  );
}

export const deviceStore: DoorDevicePort = {
  read: (night) => run<DoorKept | undefined>('readonly', (store) => store.get(night)).then((kept) => kept ?? null),
  write: (night, kept) => run<unknown>('readwrite', (store) => store.put(kept, night)).then(() => undefined),
};

/** A random id for this browser, made once: admissions say which device made them. */
export function deviceId(): string {
  const key = 'venue-door-device';
  const known = localStorage.getItem(key);
  if (known !== null && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const made = `device-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  localStorage.setItem(key, made);
  return made;
}

/** The door name last used on this device, offered again next time. */
export const rememberedDoor = {
  read: (): string => localStorage.getItem('venue-door-name') ?? '',
  write: (name: string): void => localStorage.setItem('venue-door-name', name),
};
