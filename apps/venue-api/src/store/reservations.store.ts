// The table reservations' own rows (migrations/023-reservation-nights.sql): a night's lock, the reservations of a
// night, and a reservation's hold. The rules (what counts, when a hold is over) are core's (booking/reservation-*.ts).
import type { Queryable } from '../db/database.port';
import type { OrderStatus } from './orders.store';

/** Locks the night's row (made the first time the night is counted): counts of one night run one after the other. */
export async function lockReservationNight(tx: Queryable, isoNight: string): Promise<void> {
  await tx.query('INSERT INTO reservation_night (night) VALUES ($1::date) ON CONFLICT DO NOTHING', [isoNight]);
  await tx.query('SELECT night FROM reservation_night WHERE night = $1::date FOR UPDATE', [isoNight]);
}

export interface NightReservation {
  readonly status: OrderStatus;
  readonly holdUntil: Date | null;
}

/** The live reservations of a night (its date as stored, MM/DD/YYYY), but `exceptId`'s. */
export async function reservationsOfNight(db: Queryable, usDate: string, exceptId: string | null): Promise<NightReservation[]> {
  const rows = await db.query<{ status: OrderStatus; hold_until: Date | null }>(
    `SELECT status, hold_until FROM orders
     WHERE kind = 'reservations' AND payload->>'reservationDate' = $1 AND status <> 'cancelled' AND id <> $2`,
    [usDate, exceptId ?? ''],
  );
  return rows.map((row) => ({ status: row.status, holdUntil: row.hold_until }));
}

/** A new reservation holds its table unconfirmed until `until`. */
export async function holdReservation(tx: Queryable, id: string, until: Date): Promise<void> {
  await tx.query('UPDATE orders SET hold_until = $2 WHERE id = $1', [id, until]);
}

/** A confirmed reservation holds its table for good: its hold no longer applies. */
export async function endReservationHold(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE orders SET hold_until = NULL WHERE id = $1', [id]);
}

/** Released for want of confirmation: cancelled, its hold kept to say why (booking/reservation-hold.ts). */
export async function releaseReservation(tx: Queryable, id: string): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status = 'created'`, [id]);
}

/** Cancelled by its guest: its hold cleared, so it never reads as released. A paid one is never cancelled here. */
export async function cancelReservationRow(tx: Queryable, id: string): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'cancelled', hold_until = NULL WHERE id = $1 AND status <> 'paid'`, [id]);
}
