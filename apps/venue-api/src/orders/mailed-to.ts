// Where the order's buyer mail went (docs/product.md#payment-and-confirmation): the masked address of the buyer's
// mail the outbox holds for the order (core's buyerMailOf), for the confirmation's "We sent your tickets to d…@example.com".
// Only a mail that is queued or sent counts: one refused for good or dropped is not where anything went.
import { maskedAddress } from '@venue/core/mail/masked-address';
import { buyerMailOf } from '@venue/core/payment/mailed-to-note';
import { payableOrderTypes, type PayableOrderType } from '@venue/core/payment/payable-order-types';
import type { Queryable } from '../db/database.port';
import type { StoredOrder } from '../store/orders.store';

const isPayable = (kind: string): kind is PayableOrderType => (payableOrderTypes as readonly string[]).includes(kind);

/** The masked address, or undefined when no buyer mail is queued (the answer then leaves `mailedTo` out). */
export async function mailedToOf(db: Queryable, order: Pick<StoredOrder, 'id' | 'kind'>): Promise<string | undefined> {
  if (!isPayable(order.kind)) return undefined;
  const [row] = await db.query<{ recipient: string }>(
    `SELECT recipient FROM mail_outbox
     WHERE kind = $1 AND subject_type = 'order' AND subject_id = $2 AND status IN ('queued', 'sent', 'kept')
     ORDER BY created_at LIMIT 1`,
    [buyerMailOf[order.kind], order.id],
  );
  return row === undefined ? undefined : (maskedAddress(row.recipient) ?? undefined);
}
