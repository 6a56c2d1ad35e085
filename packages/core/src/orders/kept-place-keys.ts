// The places' keys a guest's browser keeps (docs/product.md#other-guests): `otherGuestPlaces` holds, for each ticket
// order, the keys of the places named here, each with the guest it names when known (key-places.ts), so the guest who
// comes back to the shared link sees and corrects their own details, and the buyer can send each friend their own
// link. Written only once the page runs (after the save), read only after hydration. Whatever storage holds is
// checked: a malformed entry reads as none; the first form, a plain list of keys, reads as keys without places.
import type { StoragePort } from '../ports/storage.port';
import { ATTENDEES_MAX, ID_MAX } from '../shared/input-limits';
import type { HeldPlaceKey } from './key-places';
import { isPlaceKey } from './place-key';
import { PLACE_KEYS_STORAGE } from './place-keys-storage';

/** The orders kept, newest last: enough for a guest's nights out, not a log of them. */
const ORDERS_KEPT = 20;

type Kept = Readonly<Record<string, readonly HeldPlaceKey[]>>;

const isAttendeeId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= ID_MAX;

/** One stored entry: `{ key, place }` (place: the guest's `_id`, optional), or a bare key as first kept. */
function heldOf(entry: unknown): HeldPlaceKey | null {
  if (typeof entry === 'string') return isPlaceKey(entry) ? { key: entry, attendeeId: null } : null;
  if (typeof entry !== 'object' || entry === null) return null;
  const { key, place } = entry as { key?: unknown; place?: unknown };
  if (typeof key !== 'string' || !isPlaceKey(key)) return null;
  return { key, attendeeId: isAttendeeId(place) ? place : null };
}

function readAll(storage: StoragePort): Kept {
  try {
    const parsed: unknown = JSON.parse(storage.get(PLACE_KEYS_STORAGE) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const entries = Object.entries(parsed as Record<string, unknown>).flatMap(([orderId, held]) =>
      Array.isArray(held) ? [[orderId, held.slice(-ATTENDEES_MAX).flatMap((e) => heldOf(e) ?? [])] as const] : [],
    );
    return Object.fromEntries(entries.slice(-ORDERS_KEPT));
  } catch {
    return {};
  }
}

const heldFor = (all: Kept, orderId: string): readonly HeldPlaceKey[] => (Object.hasOwn(all, orderId) ? (all[orderId] ?? []) : []);

/** The keys this browser holds for the order, with their places where known; none when storage holds nothing readable. */
export const keptPlaceKeys = (storage: StoragePort, orderId: string): readonly HeldPlaceKey[] => heldFor(readAll(storage), orderId);

/** As stored: `{ key, place }`, or `{ key }` while the place is not known. */
const storedForm = ({ key, attendeeId }: HeldPlaceKey) => (attendeeId === null ? { key } : { key, place: attendeeId });

const sameHeld = (a: readonly HeldPlaceKey[], b: readonly HeldPlaceKey[]): boolean =>
  a.length === b.length && a.every((e, i) => e.key === b[i]?.key && e.attendeeId === b[i]?.attendeeId);

/**
 * Adds `held` to the order's kept keys (each key once; a place learnt is kept, never forgotten for none); the order
 * moves to the newest, the oldest beyond the bound go.
 */
export function keepPlaceKeys(storage: StoragePort, orderId: string, held: readonly HeldPlaceKey[]): void {
  const all = readAll(storage);
  const before = heldFor(all, orderId);
  const places = new Map(before.map(({ key, attendeeId }) => [key, attendeeId]));
  for (const { key, attendeeId } of held) {
    if (isPlaceKey(key)) places.set(key, (isAttendeeId(attendeeId) ? attendeeId : null) ?? places.get(key) ?? null);
  }
  const merged = [...places].slice(-ATTENDEES_MAX).map(([key, attendeeId]) => ({ key, attendeeId }));
  if (sameHeld(merged, before)) return;
  const others = Object.entries(all).filter(([id]) => id !== orderId);
  const kept = [...others, [orderId, merged] as const].slice(-ORDERS_KEPT).map(([id, keys]) => [id, keys.map(storedForm)]);
  storage.set(PLACE_KEYS_STORAGE, JSON.stringify(Object.fromEntries(kept)));
}
