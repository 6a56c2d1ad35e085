// The storage keys that say what the bottle flow kept (bottle-storage.ts reads and writes them), on their
// own so that the pages and the server can name them without the flow's code.
import type { StorageKey } from '../ports/storage-keys';

/** The keys a stored draft is read from (loadBottleDraft): a bottle's quantity counts only when bottlesIds names it. */
export const bottleDraftKeys = ['bottlesIds', 'noOfGuests', 'reservationDate', 'reservationTime'] as const satisfies readonly StorageKey[];

/**
 * The keys that say whether a stored selection changed (loadBottleSelection reads these and each bottle's
 * quantity, which moves bottlesCount or bottlesTotalPrice with it).
 */
export const bottleSelectionKeys = [
  'bottlesIds',
  'bottlesCount',
  'bottlesTotalPrice',
  'totalPrice',
  'noOfGuests',
  'reservationDate',
  'reservationTime',
] as const satisfies readonly StorageKey[];

/** What the payment page reads of the bottle checkout's outcome: the on-location charge of the order it created (stored-location-charge.ts). */
export const paymentOrderKeys = ['paymentRequest', 'locationPrice'] as const satisfies readonly StorageKey[];
