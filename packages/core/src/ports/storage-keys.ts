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
  // The other-guests places this browser named, by order (orders/kept-place-keys.ts).
  'otherGuestPlaces',
  // In sessionStorage: the venue popups already opened this visit.
  'venuePopupsShown',
] as const;

/** `bottle{id}` holds the chosen quantity of one bottle. */
export type BottleQuantityKey = `bottle${string}`;
export type StorageKey = (typeof storageKeys)[number] | BottleQuantityKey;

export const bottleQuantityKey = (bottleId: string): BottleQuantityKey => `bottle${bottleId}`;
