// The online guest kept in storage (key onlineGuest), so a returning visitor gets their conversation back.
import type { StoragePort } from '../ports/storage.port';
import { decodeWith } from '../shared/decode';
import { OnlineGuest } from './online-guest.schema';

const decodeGuest = decodeWith(OnlineGuest, 'storage onlineGuest');

/** The stored guest, or null when absent or unreadable (a corrupt value is ignored, not fatal). */
export function readStoredGuest(storage: StoragePort): OnlineGuest | null {
  const text = storage.get('onlineGuest');
  if (text === null) return null;
  try {
    const result = decodeGuest(JSON.parse(text));
    return result.ok ? result.value : null;
  } catch {
    return null;
  }
}

export const writeStoredGuest = (storage: StoragePort, guest: OnlineGuest): void => storage.set('onlineGuest', JSON.stringify(guest));
