// Which place each place key this browser holds opens (docs/decisions.md#other-guests-places), so the buyer can send
// each friend the key of their place alone, and a friend's own link carries only theirs. Learnt from the venue's
// answers: an add answers the new place's `_id`, a whole-list save the one new place, and a guest's read (no order
// secret) shows contacts only for the places their keys open. A key whose place is unclear is still held and sent.
import { contactsShown } from './guest-slots';
import type { GuestAccess } from './place-key';
import type { AttendeeList } from './ticket-booking.schema';

/** Place key → the `_id` of the guest it names. Keyed by the key, whose pattern (base64url, 32) no prototype name has. */
export type KeyPlaces = Readonly<Record<string, string>>;

/** A held key and, when known, the guest it names. */
export interface HeldPlaceKey {
  readonly key: string;
  readonly attendeeId: string | null;
}

export const noKeyPlaces: KeyPlaces = {};

/** The key this browser holds for the guest `attendeeId`, or null. */
export function keyOfPlace(places: KeyPlaces, attendeeId: string): string | null {
  const found = Object.entries(places).find(([, id]) => id === attendeeId);
  return found === undefined ? null : found[0];
}

/** The held keys with their places, for storage: every key held, a place where one is known. */
export const heldPlaceKeys = (keys: readonly string[], places: KeyPlaces): readonly HeldPlaceKey[] =>
  keys.map((key) => ({ key, attendeeId: Object.hasOwn(places, key) ? (places[key] ?? null) : null }));

/** The places among `held` added to `places` (a known place is not forgotten for a key kept without one). */
export function withHeldPlaces(places: KeyPlaces, held: readonly HeldPlaceKey[]): KeyPlaces {
  const learnt = held.flatMap(({ key, attendeeId }) => (attendeeId === null ? [] : [[key, attendeeId] as const]));
  return learnt.every(([key, id]) => places[key] === id) ? places : { ...places, ...Object.fromEntries(learnt) };
}

/** `key` named the one guest `after` lists that `before` did not; none learnt when that is not exactly one. */
export function placeOfNewKey(places: KeyPlaces, key: string, before: AttendeeList, after: AttendeeList): KeyPlaces {
  const known = new Set(before.attendees.map((a) => a._id));
  const added = after.attendees.filter((a) => !known.has(a._id));
  return added.length === 1 && added[0] !== undefined ? { ...places, [key]: added[0]._id } : places;
}

/**
 * A guest's read (no secret) shows contacts only where one of their keys opens the place: one key with no known place
 * and one such place with no known key are each other's. With the secret every place shows, which tells nothing.
 */
export function placesShownTo(list: AttendeeList, access: GuestAccess, places: KeyPlaces): KeyPlaces {
  if (access.secret !== null) return places;
  const placed = new Set(Object.values(places));
  const unplaced = access.keys.filter((key) => !Object.hasOwn(places, key));
  const opened = list.attendees.filter((a) => contactsShown(a) && !placed.has(a._id));
  const [key] = unplaced;
  const [attendee] = opened;
  return unplaced.length === 1 && opened.length === 1 && key !== undefined && attendee !== undefined
    ? { ...places, [key]: attendee._id }
    : places;
}
