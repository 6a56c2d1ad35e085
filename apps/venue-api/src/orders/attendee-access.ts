// Who sees and changes an other guest's e-mail and phone (docs/product.md#other-guests, docs/decisions.md#other-guests-places):
// the buyer with the order secret sees all; a guest with their place's key sees that place; the order's id alone,
// which the shared other-guests link carries, shows names only.
import { createHash } from 'node:crypto';
import type { Attendee } from '@venue/core/orders/ticket-booking.schema';
import type { StoredAttendee } from '../store/ticket-attendees.store';
import type { StoredOrder } from '../store/orders.store';
import { holdsOrderSecret } from './order-secret';

/** What the store keeps of a place key: its SHA-256, so a copy of the table opens no place. */
export const placeKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export interface AttendeeAccess {
  /** The order secret was given and is right (compared in constant time, order-secret.ts). */
  readonly buyer: boolean;
  /** The SHA-256 of each place key given. */
  readonly keyHashes: ReadonlySet<string>;
}

export function attendeeAccess(
  order: Pick<StoredOrder, 'secretHash'>,
  secret: string | undefined,
  keys: readonly string[],
): AttendeeAccess {
  return { buyer: holdsOrderSecret(order, secret), keyHashes: new Set(keys.map(placeKeyHash)) };
}

/** Whether this place's contacts are the asker's to see and change. Comparing digests of random keys leaks nothing of a key. */
export const opensPlace = (access: AttendeeAccess, attendee: Pick<StoredAttendee, 'keyHash'>): boolean =>
  access.buyer || (attendee.keyHash !== null && access.keyHashes.has(attendee.keyHash));

/** The guest as the asker may see them: name always, e-mail and phone only for a place they open. */
export function attendeeAnswer(access: AttendeeAccess, attendee: StoredAttendee): Attendee {
  const { _id, orderId, name, email, phoneNumber } = attendee;
  return opensPlace(access, attendee) ? { _id, orderId, name, email, phoneNumber } : { _id, orderId, name };
}
