// Naming and correcting the other guests' places of a ticket order (docs/product.md#other-guests), inside the
// transaction that holds the order's row lock. The buyer (order secret) replaces the whole list, as the spec's
// editAttendeeGroup does; a guest changes only the places their keys open and adds new ones, and a new place's key,
// sent again after a lost answer, finds the place it named rather than adding a second.
import type { EditAttendeeGroupRequest } from '@venue/core/orders/ticket-booking.schema';
import type { Queryable } from '../db/database.port';
import { invalidInput, refusal, type Refusal } from '../http/refusal';
import type { StoredOrder } from '../store/orders.store';
import { addAttendee, listAttendees, replaceAttendees, updateAttendee, type StoredAttendee } from '../store/ticket-attendees.store';
import { opensPlace, placeKeyHash, type AttendeeAccess } from './attendee-access';

/** Guests the order's tickets admit, the buyer included (kept in the payload at creation). */
export const guestsAllowed = (order: StoredOrder): number => (order.payload as { guests?: number }).guests ?? 1;

interface GuestEntry {
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
}

const trimmed = <T extends GuestEntry>(guest: T): T => ({ ...guest, name: guest.name.trim(), email: guest.email.trim() });

/** The buyer is one of the guests, so an order admits guestsAllowed - 1 others. */
export function tooMany(order: StoredOrder, count: number): Refusal | null {
  const room = guestsAllowed(order) - 1;
  return count > room
    ? refusal(409, 'too_many_guests', `This order admits ${room} other guest${room === 1 ? '' : 's'}.`, { field: 'attendees' })
    : null;
}

/** attendee-info: a new place, or the one this key already named (its answer was lost). */
export async function nameOnePlace(
  tx: Queryable,
  order: StoredOrder,
  guest: GuestEntry & { readonly key?: string | undefined },
): Promise<StoredAttendee | Refusal> {
  const current = await listAttendees(tx, order.id);
  const keyHash = guest.key === undefined ? null : placeKeyHash(guest.key);
  const fields = trimmed({ name: guest.name, email: guest.email, phoneNumber: guest.phoneNumber });
  const same = keyHash === null ? undefined : current.find((a) => a.keyHash === keyHash);
  if (same) {
    await updateAttendee(tx, same._id, fields);
    return { ...same, ...fields };
  }
  const full = tooMany(order, current.length + 1);
  if (full) return full;
  return addAttendee(tx, order.id, current.length, { ...fields, keyHash });
}

/** editAttendeeGroup. `access` also opens, in the answer, each new place named here with a key. */
export async function namePlaces(
  tx: Queryable,
  order: StoredOrder,
  access: AttendeeAccess,
  attendees: EditAttendeeGroupRequest['attendees'],
): Promise<Refusal | null> {
  const full = access.buyer ? tooMany(order, attendees.length) : null;
  if (full) return full;
  const current = await listAttendees(tx, order.id);
  const byId = new Map(current.map((a) => [a._id, a]));
  for (const [i, guest] of attendees.entries()) {
    const place = guest._id === undefined ? undefined : byId.get(guest._id);
    // Another guest's place answers as an unknown one: the refusal tells nothing of who holds it.
    if (guest._id !== undefined && (place === undefined || !opensPlace(access, place)))
      return invalidInput(`attendees[${i}]._id`, 'This guest is not on the order.');
  }
  const entries = attendees.map(({ key, ...guest }) => ({ ...trimmed(guest), keyHash: key === undefined ? null : placeKeyHash(key) }));
  if (access.buyer) {
    await replaceAttendees(tx, order.id, entries);
    return null;
  }
  // A guest: the places they hold change where they stand, new ones (or one their key already named) follow.
  const placeOf = (entry: (typeof entries)[number]) =>
    entry._id ?? current.find((a) => entry.keyHash !== null && a.keyHash === entry.keyHash)?._id;
  const fresh = entries.filter((entry) => placeOf(entry) === undefined);
  const over = tooMany(order, current.length + fresh.length);
  if (over) return over;
  for (const entry of entries) {
    const same = placeOf(entry);
    if (same !== undefined) await updateAttendee(tx, same, entry);
  }
  for (const [i, entry] of fresh.entries()) await addAttendee(tx, order.id, current.length + i, entry);
  return null;
}
