// What both payment calls share: finding the order to pay and marking it paid with its invoice. A private
// event's night is checked before anything is charged and claimed when its deposit is recorded
// (bookings/booking-night.ts, docs/backend.md#private-event-nights).
import { randomBytes } from 'node:crypto';
import type { PayableOrderType } from '@venue/core/payment/payment-request.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import { holdNightAt, nightHeldByAnother } from '../bookings/booking-night';
import type { Database, Queryable } from '../db/database.port';
import { syncGuestCodes } from '../guest-codes/issue-codes';
import { refusal, type Refusal } from '../http/refusal';
import type { MailCause } from '../mail/causes/mail-cause';
import { queueSettledOrderMails } from '../mail/causes/settled-order';
import { findOrder, findOrderForUpdate, markPaid, type StoredOrder } from '../store/orders.store';
import { amountDue } from './order-answers';
import type { PaymentIntent } from './stripe-api';
import { stripeAmount } from './stripe-amount';

export interface PayableOrder {
  readonly order: StoredOrder;
  readonly dueMinor: number;
}

/**
 * The order of this type with an amount still to pay; `lock` holds its row until the transaction ends. A
 * booking whose night another booking holds is 409 night_taken: both payment calls ask here before any
 * card is charged (the test payment, and make-payment before it creates or confirms a PaymentIntent).
 */
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
  const taken = order.kind === 'bookings' ? await nightHeldByAnother(db, order) : null;
  if (taken) return err(taken);
  return ok({ order, dueMinor: due });
}

/** An invoice name nobody can guess: the invoice route is public (iframes send no token). */
export const newInvoiceFile = (): string => `inv-${randomBytes(12).toString('base64url')}.pdf`;

/**
 * Marks the order paid with its invoice and issues its guest codes in the same transaction (so a paid order is
 * never without them, and never gets them twice), and queues its mails there too (so the webhook and the guest's
 * return, whichever pays it, make one mail); a booking claims its night first (under the order's lock, so a
 * night that went to another booking since payableOrder looked is caught here). Refused, nothing is written.
 */
export async function recordPayment(tx: Queryable, cause: MailCause, order: StoredOrder, paymentRef: string): Promise<Refusal | null> {
  const refused = order.kind === 'bookings' ? await holdNightAt(tx, order, 'payment') : null;
  if (refused) return refused;
  const at = cause.now();
  const invoiceFile = newInvoiceFile();
  await markPaid(tx, order.id, { at, paymentRef, invoiceFile });
  const paid: StoredOrder = { ...order, status: 'paid', paidAt: at, paymentRef, invoiceFile, confirmedAt: order.confirmedAt ?? at };
  const issued = await syncGuestCodes(tx, cause, paid);
  await queueSettledOrderMails(tx, cause, paid, issued);
  return null;
}

/**
 * Why a Stripe intent cannot pay this order, or null when it can: it must be for exactly the amount
 * the order says is due as Stripe charges it (orders/stripe-amount.ts), in the venue's currency, carry this order's id and type in its metadata
 * (written by make-payment, never by the browser) and have succeeded (docs/backend.md#stripe).
 */
export function intentMismatch(
  intent: PaymentIntent,
  order: { readonly id: string; readonly kind: string },
  dueMinor: number,
  currency: string,
): string | null {
  if (intent.metadata.orderId !== order.id || intent.metadata.orderType !== order.kind) return 'it belongs to another order';
  const charged = stripeAmount(dueMinor, currency);
  if (intent.amount !== charged) return `its amount ${intent.amount} is not the ${charged} due`;
  if (intent.currency.toLowerCase() !== currency) return `its currency ${intent.currency} is not ${currency}`;
  return null;
}

export type IntentPayment =
  { readonly kind: 'paid' | 'already_paid'; readonly paymentId: string } | { readonly kind: 'refused'; readonly refusal: Refusal };

/**
 * Marks the order named in a succeeded intent's metadata paid, under the order's row lock, with one
 * invoice. Idempotent: an order already paid by this very intent stays paid once ('already_paid').
 * Both make-payment and the webhook go through here, so whichever comes second changes nothing.
 */
export async function payWithIntent(db: Database, cause: MailCause, intent: PaymentIntent, currency: string): Promise<IntentPayment> {
  const mismatch = (why: string): IntentPayment => ({
    kind: 'refused',
    refusal: refusal(409, 'payment_mismatch', `This payment cannot pay the order: ${why}.`, { field: 'paymentIntentId' }),
  });
  if (intent.status !== 'succeeded') return { kind: 'refused', refusal: refusal(402, 'payment_failed', 'The payment was not completed.') };
  const { orderId, orderType } = intent.metadata;
  if (orderId === undefined || orderType === undefined) return mismatch('it names no order');
  return db.transaction(async (tx): Promise<IntentPayment> => {
    const order = await findOrderForUpdate(tx, orderId, orderType);
    if (order?.status === 'paid' && order.paymentRef === intent.id) return { kind: 'already_paid', paymentId: intent.id };
    const payable = await payableOrder(tx, orderType as PayableOrderType, orderId, true);
    if (!payable.ok) return chargedWithoutNight(intent, orderId, payable.error);
    const why = intentMismatch(intent, payable.value.order, payable.value.dueMinor, currency);
    if (why !== null) return mismatch(why);
    const refused = await recordPayment(tx, cause, payable.value.order, intent.id);
    if (refused) return chargedWithoutNight(intent, orderId, refused);
    return { kind: 'paid', paymentId: intent.id };
  });
}

/**
 * A succeeded intent for a booking whose night another booking came to hold meanwhile (its guest was in 3-D
 * Secure): the booking stays unpaid, so no paid booking is ever without its night, and the charge is left to
 * the venue's staff to refund, as a ticket charge after its hold ran out (docs/backend.md#private-event-nights).
 */
function chargedWithoutNight(intent: PaymentIntent, orderId: string, refused: Refusal): IntentPayment {
  if (refused.body.error.code === 'night_taken')
    console.warn(`PaymentIntent ${intent.id} charged booking ${orderId}, whose night another booking holds: refund it in Stripe.`);
  return { kind: 'refused', refusal: refused };
}
