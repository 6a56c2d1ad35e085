// The other guests of a ticket order (migrations/007-order-extras.sql), in the order they were given, each with the
// SHA-256 of their place's own key when one was sent (migrations/025-attendee-place-keys.sql).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.port';

/** A guest as the order lists them; `_id` is kept when given, else a new one is made. */
export interface AttendeeFields {
  readonly _id?: string | undefined;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
  /** The place key's SHA-256 (attendee-access.ts); null for a place named without one. */
  readonly keyHash?: string | null | undefined;
}

/** A stored guest with everything the venue keeps: the routes decide who sees the contacts. */
export interface StoredAttendee {
  readonly _id: string;
  readonly orderId: string;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly keyHash: string | null;
}

interface AttendeeRow {
  id: string;
  order_id: string;
  name: string;
  email: string;
  phone_number: string;
  key_hash: string | null;
}

const toAttendee = (row: AttendeeRow): StoredAttendee => ({
  _id: row.id,
  orderId: row.order_id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phone_number,
  keyHash: row.key_hash,
});

const insertSql =
  'INSERT INTO ticket_attendee (id, order_id, position, name, email, phone_number, key_hash) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *';

/** Adds one guest at `position` (0 for the first guest after the buyer). */
export async function addAttendee(tx: Queryable, orderId: string, position: number, guest: AttendeeFields): Promise<StoredAttendee> {
  const [row] = await tx.query<AttendeeRow>(insertSql, [
    guest._id ?? `guest-${randomUUID()}`,
    orderId,
    position,
    guest.name,
    guest.email,
    guest.phoneNumber,
    guest.keyHash ?? null,
  ]);
  if (!row) throw new Error('Inserting a ticket guest returned no row.');
  return toAttendee(row);
}

export async function listAttendees(db: Queryable, orderId: string): Promise<StoredAttendee[]> {
  return (await db.query<AttendeeRow>('SELECT * FROM ticket_attendee WHERE order_id = $1 ORDER BY position, id', [orderId])).map(
    toAttendee,
  );
}

export async function findAttendee(db: Queryable, id: string): Promise<StoredAttendee | undefined> {
  const [row] = await db.query<AttendeeRow>('SELECT * FROM ticket_attendee WHERE id = $1', [id]);
  return row && toAttendee(row);
}

/** One place named again, where it stands: its id, position and key stay. */
export async function updateAttendee(
  tx: Queryable,
  id: string,
  guest: Pick<AttendeeFields, 'name' | 'email' | 'phoneNumber'>,
): Promise<void> {
  await tx.query('UPDATE ticket_attendee SET name = $2, email = $3, phone_number = $4 WHERE id = $1', [
    id,
    guest.name,
    guest.email,
    guest.phoneNumber,
  ]);
}

/** The list replaces the order's guests: kept ids keep their id (and key, when the entry gives none), new entries get one. */
export async function replaceAttendees(tx: Queryable, orderId: string, guests: readonly AttendeeFields[]): Promise<void> {
  const kept = new Map((await listAttendees(tx, orderId)).map((a) => [a._id, a.keyHash]));
  await tx.query('DELETE FROM ticket_attendee WHERE order_id = $1', [orderId]);
  for (const [i, guest] of guests.entries()) {
    const keyHash = guest.keyHash ?? (guest._id === undefined ? null : (kept.get(guest._id) ?? null));
    await addAttendee(tx, orderId, i, { ...guest, keyHash });
  }
}
