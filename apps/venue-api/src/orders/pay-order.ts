// What both payment calls share: finding the order to pay and marking it paid with its invoice.
import { randomBytes } from 'node:crypto';
import type { PayableOrderType } from '@venue/core/payment/payment-request.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { Queryable } from '../db/database.port';
import { refusal, type Refusal } from '../http/refusal';
import { findOrder, findOrderForUpdate, markPaid, type StoredOrder } from '../store/orders.store';
import { amountDue } from './order-answers';

export interface PayableOrder {
  readonly order: StoredOrder;
  readonly dueCents: number;
}

/** The order of this type with an amount still to pay; `lock` holds its row until the transaction ends. */
export async function payableOrder(
  db: Queryable,
  orderType: PayableOrderType,
  orderId: string,
  lock: boolean,
): Promise<Result<PayableOrder, Refusal>> {
  const order = lock ? await findOrderForUpdate(db, orderId, orderType) : await findOrder(db, orderId, orderType);
  if (!order) return err(refusal(404, 'not_found', `There is no ${orderType} order with this id.`, { field: 'orderId' }));
  if (order.status === 'paid') return err(refusal(409, 'already_paid', 'This order is already paid.', { field: 'orderId' }));
  if (order.status === 'cancelled')
    return err(refusal(409, 'order_cancelled', 'This order was cancelled and cannot be paid.', { field: 'orderId' }));
  const due = amountDue(order);
  if (due === null || due === 0) return err(refusal(409, 'nothing_to_pay', 'This order has nothing to pay.', { field: 'orderId' }));
  return ok({ order, dueCents: due });
}

/** An invoice name nobody can guess: the invoice route is public (iframes send no token). */
export const newInvoiceFile = (): string => `inv-${randomBytes(12).toString('base64url')}.pdf`;

export async function recordPayment(tx: Queryable, orderId: string, paymentRef: string, at: Date): Promise<void> {
  await markPaid(tx, orderId, { at, paymentRef, invoiceFile: newInvoiceFile() });
}
