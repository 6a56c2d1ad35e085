// The order's Stripe PaymentIntent (migrations/009-order-payment-intents.sql): which attempt the
// order is on and the intent stored for it. Every write is a compare-and-set on the attempt, so a
// request that read an older attempt changes nothing.
import type { Queryable } from '../db/database.port';

export interface OrderPayment {
  /** Names Stripe's idempotency key of the intent's creation; grows when the intent is given up. */
  readonly attempt: number;
  /** null until the attempt's intent is stored. */
  readonly intentId: string | null;
  readonly intentMinor: number | null;
  readonly intentCurrency: string | null;
}

interface PaymentRow {
  payment_attempt: number;
  payment_intent_id: string | null;
  payment_intent_cents: string | number | null;
  payment_intent_currency: string | null;
}

/** The order's payment columns, holding the order's row lock until the transaction ends. */
export async function lockOrderPayment(tx: Queryable, orderId: string): Promise<OrderPayment | undefined> {
  const [row] = await tx.query<PaymentRow>(
    'SELECT payment_attempt, payment_intent_id, payment_intent_cents, payment_intent_currency FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return (
    row && {
      attempt: row.payment_attempt,
      intentId: row.payment_intent_id,
      intentMinor: row.payment_intent_cents === null ? null : Number(row.payment_intent_cents),
      intentCurrency: row.payment_intent_currency,
    }
  );
}

/**
 * Stores the attempt's intent; false when the order moved to another attempt, holds another intent,
 * or stopped being payable meanwhile (its hold ran out while Stripe created the intent: the guest is
 * never handed an intent for a cancelled order, docs/backend.md#concurrency-on-a-postgresql-server).
 */
export async function storeIntent(
  tx: Queryable,
  orderId: string,
  attempt: number,
  intent: { readonly id: string; readonly cents: number; readonly currency: string },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE orders SET payment_intent_id = $3, payment_intent_cents = $4, payment_intent_currency = $5
     WHERE id = $1 AND payment_attempt = $2 AND (payment_intent_id IS NULL OR payment_intent_id = $3)
       AND status IN ('created', 'confirmed') RETURNING id`,
    [orderId, attempt, intent.id, intent.cents, intent.currency],
  );
  return rows.length === 1;
}

/** Gives the attempt up (its intent was cancelled or no longer matches): the next claim creates a new intent. */
export async function retireAttempt(tx: Queryable, orderId: string, attempt: number): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_attempt = payment_attempt + 1, payment_intent_id = NULL, payment_intent_cents = NULL,
       payment_intent_currency = NULL WHERE id = $1 AND payment_attempt = $2`,
    [orderId, attempt],
  );
}
