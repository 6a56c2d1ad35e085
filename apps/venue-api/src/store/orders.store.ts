// The orders table (migrations/003-orders.sql): insert, find and update. Amounts are cents;
// bigint columns come back from PostgreSQL as strings or numbers, so they are read through toCount.
import { randomUUID } from 'node:crypto';
import type { OrderBreakdown } from '@venue/core/orders/order-breakdown.schema';
import type { Queryable } from '../db/database.port';
import { guestLanguage, type GuestLanguage } from '../languages/guest-language';

export type OrderStatus = 'created' | 'confirmed' | 'paid' | 'cancelled';

/** A priced line the server computed (never the client's figure). */
export interface OrderLine {
  /** The ticket type, menu item or fee it prices. */
  readonly itemId?: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitMinor: number;
  readonly totalMinor: number;
}

export interface OrderTotals {
  readonly subtotalMinor: number;
  readonly taxMinor: number;
  readonly serviceMinor: number;
  readonly discountMinor: number;
  /** null for kinds without a price. */
  readonly totalMinor: number | null;
  /** What is charged online when less than the total (a deposit); null means the total. */
  readonly dueMinor: number | null;
}

export interface NewOrder extends OrderTotals {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  readonly lines: readonly OrderLine[];
  readonly createdAt: Date;
  /** Rates, the promoter's part of the discount and what is paid at the venue; bottle orders only. */
  readonly breakdown?: OrderBreakdown | null;
  /** SHA-256 (hex) of the order secret, for kinds with guest codes (orders/order-secret.ts); never the secret. */
  readonly secretHash?: string | null;
  /** The guest's language (migrations/024-guest-language.sql); English when not given. */
  readonly language?: GuestLanguage;
}

export interface StoredOrder extends NewOrder {
  readonly secretHash: string | null;
  readonly language: GuestLanguage;
  readonly status: OrderStatus;
  readonly confirmedAt: Date | null;
  readonly paidAt: Date | null;
  readonly paymentRef: string | null;
  readonly invoiceFile: string | null;
  /** Until when an unpaid ticket order holds its seats (store/ticket-holds.store.ts); null when nothing is held. */
  readonly holdUntil: Date | null;
}

interface OrderRow {
  id: string;
  kind: string;
  status: OrderStatus;
  payload: unknown;
  lines: OrderLine[];
  subtotal_cents: string | number;
  tax_cents: string | number;
  service_cents: string | number;
  discount_cents: string | number;
  total_cents: string | number | null;
  due_cents: string | number | null;
  created_at: Date;
  confirmed_at: Date | null;
  paid_at: Date | null;
  payment_ref: string | null;
  invoice_file: string | null;
  hold_until: Date | null;
  breakdown: OrderBreakdown | null;
  secret_hash: string | null;
  language: string;
}

function toCount(value: string | number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`An orders amount column holds ${String(value)}, which is not a whole number of cents.`);
  return n;
}
const toCountOrNull = (value: string | number | null): number | null => (value === null ? null : toCount(value));

function toOrder(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    payload: row.payload,
    lines: row.lines,
    subtotalMinor: toCount(row.subtotal_cents),
    taxMinor: toCount(row.tax_cents),
    serviceMinor: toCount(row.service_cents),
    discountMinor: toCount(row.discount_cents),
    totalMinor: toCountOrNull(row.total_cents),
    dueMinor: toCountOrNull(row.due_cents),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    paidAt: row.paid_at,
    paymentRef: row.payment_ref,
    invoiceFile: row.invoice_file,
    holdUntil: row.hold_until,
    breakdown: row.breakdown,
    secretHash: row.secret_hash,
    language: guestLanguage(row.language),
  };
}

/** A new order id: a short kind prefix and a random part, e.g. `tickets-3f9c…`. */
export const newOrderId = (kind: string): string => `${kind}-${randomUUID()}`;

/** An order without a price (reservations, venue bookings): no lines, no amounts. */
export const unpricedOrder = (kind: string, payload: unknown, createdAt: Date, id: string = newOrderId(kind)): NewOrder => ({
  id,
  kind,
  payload,
  lines: [],
  subtotalMinor: 0,
  taxMinor: 0,
  serviceMinor: 0,
  discountMinor: 0,
  totalMinor: null,
  dueMinor: null,
  createdAt,
});

/** Stores a new order; what it answers is the row as written, without reading it back. */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<StoredOrder> {
  await db.query(
    `INSERT INTO orders (id, kind, status, payload, lines, subtotal_cents, tax_cents, service_cents, discount_cents, total_cents, due_cents, created_at, breakdown, secret_hash, language)
     VALUES ($1, $2, 'created', $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14)`,
    [
      order.id,
      order.kind,
      JSON.stringify(order.payload),
      JSON.stringify(order.lines),
      order.subtotalMinor,
      order.taxMinor,
      order.serviceMinor,
      order.discountMinor,
      order.totalMinor,
      order.dueMinor,
      order.createdAt,
      order.breakdown ? JSON.stringify(order.breakdown) : null,
      order.secretHash ?? null,
      order.language ?? 'en',
    ],
  );
  return {
    ...order,
    // As the jsonb column gives it back: what JSON keeps of it.
    payload: JSON.parse(JSON.stringify(order.payload ?? null)) as unknown,
    breakdown: order.breakdown ?? null,
    secretHash: order.secretHash ?? null,
    language: order.language ?? 'en',
    status: 'created',
    confirmedAt: null,
    paidAt: null,
    paymentRef: null,
    invoiceFile: null,
    holdUntil: null,
  };
}

async function selectOrder(db: Queryable, id: string, kind: string | undefined, lock: boolean): Promise<StoredOrder | undefined> {
  const where = kind === undefined ? 'id = $1' : 'id = $1 AND kind = $2';
  const [row] = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE ${where}${lock ? ' FOR UPDATE' : ''}`,
    kind === undefined ? [id] : [id, kind],
  );
  return row && toOrder(row);
}

/** The order with this id; with `kind`, only an order of that kind (ticket-order/{id} never shows a food order). */
export const findOrder = (db: Queryable, id: string, kind?: string): Promise<StoredOrder | undefined> => selectOrder(db, id, kind, false);

/** Same as findOrder, holding the row lock until the transaction ends (confirm and pay use it). */
export const findOrderForUpdate = (tx: Queryable, id: string, kind?: string): Promise<StoredOrder | undefined> =>
  selectOrder(tx, id, kind, true);

export async function findOrderByInvoice(db: Queryable, file: string): Promise<StoredOrder | undefined> {
  const [row] = await db.query<OrderRow>('SELECT * FROM orders WHERE invoice_file = $1', [file]);
  return row && toOrder(row);
}

export async function markConfirmed(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, $2) WHERE id = $1 AND status = 'created'`, [
    id,
    at,
  ]);
}

export async function markPaid(tx: Queryable, id: string, change: { at: Date; paymentRef: string; invoiceFile: string }): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'paid', paid_at = $2, payment_ref = $3, invoice_file = $4, confirmed_at = coalesce(confirmed_at, $2) WHERE id = $1`,
    [id, change.at, change.paymentRef, change.invoiceFile],
  );
}

/** Replaces the payload (an order the guest edits before paying, such as ticket attendees). */
export async function updateOrderPayload(tx: Queryable, id: string, payload: unknown): Promise<void> {
  await tx.query('UPDATE orders SET payload = $2::jsonb WHERE id = $1', [id, JSON.stringify(payload)]);
}

/** Counts one more change the guest saved (migrations/021-order-changes.sql) and answers the count, 1 for the first. */
export async function countOrderChange(tx: Queryable, id: string): Promise<number> {
  const [row] = await tx.query<{ changes: number }>('UPDATE orders SET changes = changes + 1 WHERE id = $1 RETURNING changes', [id]);
  if (!row) throw new Error(`Counting a change of order ${id} found no order.`);
  return Number(row.changes);
}

/**
 * A paid order whose payment Stripe refunded in full is cancelled: the guest no longer holds what they bought, and
 * the database voids its guest codes with it (migrations/015-guest-codes.sql). Answers the order's id, or null when
 * no paid order took this payment (already cancelled, or not ours).
 */
export async function cancelRefundedOrder(db: Queryable, paymentIntentId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `UPDATE orders SET status = 'cancelled' WHERE (payment_intent_id = $1 OR payment_ref = $1) AND status = 'paid' RETURNING id`,
    [paymentIntentId],
  );
  return row?.id ?? null;
}
