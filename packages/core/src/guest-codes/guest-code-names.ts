// The name on a code whose guest nobody has named yet (docs/product.md#codes-for-guests): "Guest 3 of Dana Guest",
// worded in the order's language by the catalogs' `unnamedGuest`. The venue writes it when it issues the code; it
// says whether a place is named (`named`, docs/contracts.md), and a venue's own backend that does not is read by
// comparing the name with this wording.
export const GUEST_NAME_MAX = 200;

/** How a language words an open place: guest 2 of the buyer (the catalogs' `unnamedGuest`). */
export type UnnamedGuestWording = (guestNumber: number, buyer: string) => string;

/** The contract's own wording, the one a venue's backend wrote before codes said `named`: English's. */
const contractWording: UnnamedGuestWording = (guestNumber, buyer) => `Guest ${guestNumber} of ${buyer}`;

/** The guest in `slot` (0 the buyer, 1 the first other guest) of the buyer's order, within a code's name length. */
export const unnamedGuestName = (slot: number, buyer: string, wording: UnnamedGuestWording = contractWording): string =>
  wording(slot + 1, buyer)
    .trim()
    .slice(0, GUEST_NAME_MAX);

/**
 * Whether `name` is the open place's name of `slot` in the contract's wording or any of `wordings`: a guest whose
 * real name is exactly that wording reads as not named yet, and nothing else does.
 */
export const isUnnamedGuestName = (name: string, slot: number, buyer: string, wordings: readonly UnnamedGuestWording[] = []): boolean =>
  [contractWording, ...wordings].some((wording) => unnamedGuestName(slot, buyer, wording) === name);
