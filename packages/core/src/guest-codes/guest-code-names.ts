// The name on a code whose guest nobody has named yet (docs/product.md#codes-for-guests): "Guest 3 of Dana Guest". The
// venue writes it when it issues the code, and the confirmation reads it to tell a named place from an open one.
export const GUEST_NAME_MAX = 200;

/** The guest in `slot` (0 the buyer, 1 the first other guest) of the buyer's order, within a code's name length. */
export const unnamedGuestName = (slot: number, buyer: string): string => `Guest ${slot + 1} of ${buyer}`.trim().slice(0, GUEST_NAME_MAX);
