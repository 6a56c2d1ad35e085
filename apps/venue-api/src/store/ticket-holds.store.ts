// Seats held by unpaid ticket orders (docs/backend.md#holds-that-expire). An order with a price holds
// its seats until hold_until; then it is cancelled and its seats go back on sale, inside one
// transaction with the order rows locked, so a payment that locked the order first wins.
import type { Queryable } from '../db/database.port';
import { TICKET_TYPE_LOCK_ORDER } from './events.store';

interface HeldLine {
  readonly itemId?: string;
  readonly quantity: number;
}

/** Marks a new order as holding its seats for `clientAddress` until `until`. */
export async function holdSeats(tx: Queryable, orderId: string, clientAddress: string, until: Date): Promise<void> {
  await tx.query('UPDATE orders SET client_address = $2, hold_until = $3 WHERE id = $1', [orderId, clientAddress, until]);
}

/** A guest who started paying (a Stripe PaymentIntent is stored) gets this much longer, for 3-D Secure. */
export const PAYMENT_GRACE_MS = 15 * 60_000;

/**
 * Cancels every unpaid ticket order whose hold has run out (of one event, with `eventId`) and gives
 * its seats back; returns their ids. Orders locked by a payment are skipped (the payment wins); the
 * ticket types are locked in the order a ticket order locks them (TICKET_TYPE_LOCK_ORDER), so a release
 * and an order never wait for each other in a circle (docs/backend.md#concurrency-on-a-postgresql-server).
 */
export async function releaseExpiredHolds(tx: Queryable, now: Date, eventId?: string): Promise<string[]> {
  const expired = await tx.query<{ id: string; lines: HeldLine[] }>(
    `SELECT id, lines FROM orders
     WHERE kind = 'tickets' AND status IN ('created', 'confirmed') AND hold_until IS NOT NULL AND hold_until <= $1
       AND (payment_intent_id IS NULL OR hold_until <= $2) AND ($3::text IS NULL OR payload->>'eventId' = $3)
     ORDER BY id
     FOR UPDATE SKIP LOCKED`,
    [now, new Date(now.getTime() - PAYMENT_GRACE_MS), eventId ?? null],
  );
  if (expired.length === 0) return [];
  const seats = new Map<string, number>();
  for (const order of expired) {
    await tx.query("UPDATE orders SET status = 'cancelled', hold_until = NULL WHERE id = $1", [order.id]);
    for (const line of order.lines) {
      if (line.itemId !== undefined) seats.set(line.itemId, (seats.get(line.itemId) ?? 0) + line.quantity);
    }
  }
  const types = await tx.query<{ id: string }>(
    `SELECT id FROM ticket_type WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY ${TICKET_TYPE_LOCK_ORDER} FOR UPDATE`,
    [JSON.stringify([...seats.keys()])],
  );
  for (const { id } of types) {
    await tx.query('UPDATE ticket_type SET sold = greatest(sold - $2, 0) WHERE id = $1', [id, seats.get(id) ?? 0]);
  }
  return expired.map((o) => o.id);
}

/** Seats this address holds unpaid for the event right now. */
export async function heldSeats(db: Queryable, eventId: string, clientAddress: string, now: Date): Promise<number> {
  const [row] = await db.query<{ seats: number }>(
    `SELECT coalesce(sum((line->>'quantity')::int), 0)::int AS seats
     FROM orders, jsonb_array_elements(lines) AS line
     WHERE kind = 'tickets' AND status IN ('created', 'confirmed') AND hold_until > $3
       AND client_address = $2 AND payload->>'eventId' = $1`,
    [eventId, clientAddress, now],
  );
  return row?.seats ?? 0;
}
