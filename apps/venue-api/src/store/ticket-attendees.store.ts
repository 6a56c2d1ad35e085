// The other guests of a ticket order (migrations/007-order-extras.sql), in the order they were given.
import { randomUUID } from 'node:crypto';
import type { Attendee } from '@venue/core/orders/ticket-booking.schema';
import type { Queryable } from '../db/database.port';

/** A guest as the order lists them; `_id` is kept when given, else a new one is made. */
export interface AttendeeFields {
  readonly _id?: string | undefined;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
}

interface AttendeeRow {
  id: string;
  order_id: string;
  name: string;
  email: string;
  phone_number: string;
}

const toAttendee = (row: AttendeeRow): Attendee => ({
  _id: row.id,
  orderId: row.order_id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phone_number,
});

const insertSql =
  'INSERT INTO ticket_attendee (id, order_id, position, name, email, phone_number) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';

/** Adds one guest at `position` (0 for the first guest after the buyer). */
export async function addAttendee(tx: Queryable, orderId: string, position: number, guest: AttendeeFields): Promise<Attendee> {
  const [row] = await tx.query<AttendeeRow>(insertSql, [
    guest._id ?? `guest-${randomUUID()}`,
    orderId,
    position,
    guest.name,
    guest.email,
    guest.phoneNumber,
  ]);
  if (!row) throw new Error('Inserting a ticket guest returned no row.');
  return toAttendee(row);
}

export async function listAttendees(db: Queryable, orderId: string): Promise<Attendee[]> {
  return (await db.query<AttendeeRow>('SELECT * FROM ticket_attendee WHERE order_id = $1 ORDER BY position, id', [orderId])).map(
    toAttendee,
  );
}

export async function findAttendee(db: Queryable, id: string): Promise<Attendee | undefined> {
  const [row] = await db.query<AttendeeRow>('SELECT * FROM ticket_attendee WHERE id = $1', [id]);
  return row && toAttendee(row);
}

/** The list replaces the order's guests: kept ids keep their id, new entries get one. */
export async function replaceAttendees(tx: Queryable, orderId: string, guests: readonly AttendeeFields[]): Promise<void> {
  await tx.query('DELETE FROM ticket_attendee WHERE order_id = $1', [orderId]);
  for (const [i, guest] of guests.entries()) await addAttendee(tx, orderId, i, guest);
}
