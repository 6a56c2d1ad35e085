// One PaymentIntent per order and attempt (docs/backend.md#stripe). The order's row lock decides,
// in a short transaction, whether the order already has a live intent (reuse it) or which attempt
// a new one belongs to; Stripe is called outside the transaction (it may take seconds, and PGlite
// runs one transaction at a time), with an idempotency key made of the order and the attempt and
// always the same parameters, so requests racing on one attempt all get the same intent. Its id is
// stored under the lock again (a compare-and-set on the attempt) before anyone is answered.
import type { PayableOrderType } from '@venue/core/payment/payment-request.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { ApiContext } from '../http/api-context';
import { refusal, type Refusal } from '../http/refusal';
import { findOrder } from '../store/orders.store';
import { lockOrderPayment, retireAttempt, storeIntent } from '../store/order-payment.store';
import { payableOrder } from './pay-order';
import { chargeCurrency, stripeAmount } from './stripe-amount';
import { intentPath, stripeCall, type PaymentIntent, stripeRefusal, type StripeAnswer, type StripeConfig } from './stripe-api';

export interface ClaimedIntent {
  readonly intent: PaymentIntent;
  readonly dueMinor: number;
  /** Prefix of every Stripe idempotency key of this attempt. */
  readonly attemptKey: string;
}

export type Claim =
  | { readonly kind: 'intent'; readonly claimed: ClaimedIntent }
  /** Already paid by a Stripe intent of this order: the answer is that payment again. */
  | { readonly kind: 'paid'; readonly paymentId: string };

type Step =
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'paid'; readonly paymentId: string }
  /** The stored intent no longer matches the order: cancelled at Stripe before the attempt is given up. */
  | { readonly kind: 'stale'; readonly attempt: number; readonly intentId: string }
  | { readonly kind: 'reuse' | 'create'; readonly attempt: number; readonly intentId: string | null; readonly dueMinor: number };

/** Intents Stripe will not charge again: the attempt is given up and the next one creates a new intent. */
const givenUp = new Set(['canceled']);
const MAX_ROUNDS = 3;

export const attemptKeyOf = (orderType: string, orderId: string, attempt: number): string =>
  `venue:${orderType}:${orderId}:attempt-${attempt}`;

export async function claimIntent(
  ctx: ApiContext,
  stripe: StripeConfig,
  secretKey: string,
  orderType: PayableOrderType,
  orderId: string,
): Promise<Result<Claim, Refusal>> {
  const currency = chargeCurrency(ctx, stripe);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const step = await ctx.db.transaction(async (tx): Promise<Step> => {
      const payable = await payableOrder(tx, orderType, orderId, true);
      const payment = await lockOrderPayment(tx, orderId);
      if (!payable.ok) {
        // Paid by this order's own intent (another tab, the webhook, a retry): that payment again.
        const order = payable.error.body.error.code === 'already_paid' ? await findOrder(tx, orderId, orderType) : undefined;
        if (order?.paymentRef && order.paymentRef === payment?.intentId) return { kind: 'paid', paymentId: order.paymentRef };
        return { kind: 'refused', refusal: payable.error };
      }
      if (payment === undefined)
        return { kind: 'refused', refusal: refusal(404, 'not_found', 'There is no such order.', { field: 'orderId' }) };
      const { dueMinor } = payable.value;
      if (payment.intentId !== null && (payment.intentMinor !== dueMinor || payment.intentCurrency !== currency)) {
        // The order's amount due or the venue's currency changed since: that intent can never pay it.
        return { kind: 'stale', attempt: payment.attempt, intentId: payment.intentId };
      }
      return { kind: payment.intentId === null ? 'create' : 'reuse', attempt: payment.attempt, intentId: payment.intentId, dueMinor };
    });
    if (step.kind === 'refused') return err(step.refusal);
    if (step.kind === 'paid') return ok(step);
    const attemptKey = attemptKeyOf(orderType, orderId, step.attempt);
    if (step.kind === 'stale') {
      // Cancelled first, so a tab still in 3-D Secure cannot pay the old amount after a new intent exists.
      if (!(await cancelled(stripe, secretKey, step.intentId, attemptKey))) {
        return err(
          refusal(409, 'payment_mismatch', 'An earlier payment of this order is in progress for another amount; please contact the venue.'),
        );
      }
      await ctx.db.transaction((tx) => retireAttempt(tx, orderId, step.attempt));
      continue;
    }
    if (step.kind === 'reuse' && step.intentId !== null) {
      const read = await stripeCall(stripe, secretKey, 'GET', intentPath(step.intentId));
      if (!read.ok) return err(stripeRefusal(read));
      if (!givenUp.has(read.intent.status))
        return ok({ kind: 'intent', claimed: { intent: read.intent, dueMinor: step.dueMinor, attemptKey } });
      await ctx.db.transaction((tx) => retireAttempt(tx, orderId, step.attempt));
      continue;
    }
    const created = await createIntent(stripe, secretKey, { orderType, orderId, dueMinor: step.dueMinor, currency }, attemptKey);
    if (!created.ok) return err(stripeRefusal(created));
    const intent = created.intent;
    const stored = await ctx.db.transaction((tx) =>
      storeIntent(tx, orderId, step.attempt, { id: intent.id, cents: step.dueMinor, currency }),
    );
    if (stored) return ok({ kind: 'intent', claimed: { intent, dueMinor: step.dueMinor, attemptKey } });
    // Another request moved the order to a later attempt meanwhile: claim again.
  }
  return err(refusal(402, 'payment_failed', 'The payment could not be started; please try again.'));
}

/** The same parameters for every request of an attempt, so Stripe answers them all with one intent. */
async function createIntent(
  stripe: StripeConfig,
  secretKey: string,
  order: { orderType: string; orderId: string; dueMinor: number; currency: string },
  attemptKey: string,
): Promise<StripeAnswer> {
  const form = {
    amount: String(stripeAmount(order.dueMinor, order.currency)),
    currency: order.currency,
    'automatic_payment_methods[enabled]': 'true',
    'automatic_payment_methods[allow_redirects]': 'never',
    'metadata[orderId]': order.orderId,
    'metadata[orderType]': order.orderType,
  };
  let answer = await stripeCall(stripe, secretKey, 'POST', 'payment_intents', form, `${attemptKey}:create`);
  // Stripe answers 409 while another request with the same key is still running; then it replays.
  for (let retry = 0; retry < 3 && !answer.ok && answer.status === 409; retry++) {
    await new Promise((resolve) => setTimeout(resolve, 200 * (retry + 1)));
    answer = await stripeCall(stripe, secretKey, 'POST', 'payment_intents', form, `${attemptKey}:create`);
  }
  return answer;
}

/** Cancels a stale intent; true when it is cancelled now (or was already), false when Stripe may still charge or has charged it. */
async function cancelled(stripe: StripeConfig, secretKey: string, intentId: string, attemptKey: string): Promise<boolean> {
  const answer = await stripeCall(stripe, secretKey, 'POST', `${intentPath(intentId)}/cancel`, {}, `${attemptKey}:cancel`);
  if (answer.ok) return answer.intent.status === 'canceled';
  const read = await stripeCall(stripe, secretKey, 'GET', intentPath(intentId));
  if (!(read.ok && read.intent.status === 'canceled'))
    console.warn(`The stale PaymentIntent ${intentId} could not be cancelled: ${answer.message}`);
  return read.ok && read.intent.status === 'canceled';
}
