// Which storage keys the site's server reads too, from the copy of each the browser keeps in a cookie,
// so that a checkout is drawn whole before any script runs (docs/decisions.md#checkouts-drawn-from-a-cookie-copy):
// the ticket cart, the bottle selection with each bottle's quantity, and the on-location charge of the
// bottle order being paid.
import { bottleSelectionKeys, paymentOrderKeys } from '../bottles/bottle-storage-keys';
import { ticketCartKeys } from '../tickets/ticket-storage';
import { storageKeys, type StorageKey } from './storage-keys';

const namedKeys: ReadonlySet<string> = new Set(storageKeys);
const readByServer: ReadonlySet<string> = new Set<StorageKey>([...ticketCartKeys, ...bottleSelectionKeys, ...paymentOrderKeys]);

/** A bottle's quantity key: `bottle{id}`, and not one of the named keys that begin the same way (bottleTax). */
const isBottleQuantityKey = (key: string): boolean => key.length > 'bottle'.length && key.startsWith('bottle') && !namedKeys.has(key);

export const isReadByServer = (key: string): key is StorageKey => readByServer.has(key) || isBottleQuantityKey(key);
