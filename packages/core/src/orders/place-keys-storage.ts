// Where a guest's browser keeps the keys of the other-guests places it named (orders/kept-place-keys.ts): a module of
// its own, so the shell's list of what each page keeps (apps/web app/page-kinds.ts) carries no schema code with it.
import type { StorageKey } from '../ports/storage-keys';

export const PLACE_KEYS_STORAGE = 'otherGuestPlaces' satisfies StorageKey;
