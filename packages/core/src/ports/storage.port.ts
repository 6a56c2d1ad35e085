import type { StorageKey } from './storage-keys';

/** Client-side key-value storage. A missing, corrupt or foreign value reads as null, never throws. */
export interface StoragePort {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}
