// The night each live private event holds (migrations/004-bookings.sql), and cancelling one.
import type { Queryable } from '../db/database.port';

/** Takes the night for the booking; false when another booking holds it already. */
export async function claimNight(tx: Queryable, isoNight: string, orderId: string): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO private_event_night (night, order_id) VALUES ($1::date, $2) ON CONFLICT DO NOTHING RETURNING order_id',
    [isoNight, orderId],
  );
  return rows.length === 1;
}

/** The booking that holds this night, if any. */
export async function holderOfNight(tx: Queryable, isoNight: string): Promise<string | undefined> {
  const [row] = await tx.query<{ order_id: string }>('SELECT order_id FROM private_event_night WHERE night = $1::date FOR UPDATE', [
    isoNight,
  ]);
  return row?.order_id;
}

/**
 * Moves the night the booking holds, if it holds one, to `isoNight`; false when another booking took
 * that night meanwhile (the caller rolls back, which gives the old night back). The insert, not a
 * check before it, decides: two moves to one free night at once are one move and one refusal.
 */
export async function moveNight(tx: Queryable, orderId: string, isoNight: string): Promise<boolean> {
  const released = await tx.query('DELETE FROM private_event_night WHERE order_id = $1 RETURNING night', [orderId]);
  return released.length === 0 || claimNight(tx, isoNight, orderId);
}

/** Cancels the booking and frees its night. A paid order is never cancelled here. */
export async function cancelPrivateEvent(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1 AND status <> 'paid'`, [orderId]);
  await tx.query('DELETE FROM private_event_night WHERE order_id = $1', [orderId]);
}
