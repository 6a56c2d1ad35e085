// Every client-side storage key (docs/product.md#client-side-storage), in one place.
export const storageKeys = [
  'token',
  'venueToken',
  'userIp',
  'userName',
  'userEmail',
  'onlineGuest',
  'venueGeneralInfo',
  'venueSEOSettings',
  'venueIntroText',
  'details',
  'showWebSupport',
  'paymentRequest',
  'bottlesIds',
  'bottlesCount',
  'bottlesTotalPrice',
  'totalPrice',
  'noOfGuests',
  'reservationDate',
  'reservationTime',
  'bottleTax',
  'bottleService',
  'bottleDiscount',
  'locationPrice',
  'ticketCart',
] as const;

/** `bottle{id}` holds the chosen quantity of one bottle. */
export type BottleQuantityKey = `bottle${string}`;
export type StorageKey = (typeof storageKeys)[number] | BottleQuantityKey;

export const bottleQuantityKey = (bottleId: string): BottleQuantityKey => `bottle${bottleId}`;

const namedKeys: ReadonlySet<string> = new Set(storageKeys);

// The checkouts' first screen: the ticket cart and the bottle selection, each bottle's quantity included.
const keysReadByServer: ReadonlySet<string> = new Set<StorageKey>([
  'ticketCart',
  'bottlesIds',
  'bottlesCount',
  'bottlesTotalPrice',
  'totalPrice',
  'noOfGuests',
  'reservationDate',
  'reservationTime',
]);

/**
 * Keys the site's server reads too, from the copy of each the browser keeps in a cookie, so that a
 * checkout is drawn whole before any script runs (docs/decisions.md#checkouts-drawn-from-a-cookie-copy).
 */
export const isReadByServer = (key: string): key is StorageKey =>
  keysReadByServer.has(key) || (key.length > 'bottle'.length && key.startsWith('bottle') && !namedKeys.has(key));
