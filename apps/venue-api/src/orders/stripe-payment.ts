// make-payment with Stripe (docs/backend.md#stripe): the order's one intent for this attempt
// (payment-intent-claim.ts) is confirmed with the browser's payment method, or, after 3-D Secure,
// read back; a succeeded intent that matches the order pays it once (pay-order.ts). A PaymentIntent
// is charged at most once by Stripe, so one intent per order means at most one charge.
import { createHash } from 'node:crypto';
import type { StripePaymentRequest } from '@venue/core/payment/payment-request.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { ApiContext } from '../http/api-context';
import { refusal, type Refusal } from '../http/refusal';
import { claimIntent } from './payment-intent-claim';
import { chargeCurrency } from './stripe-amount';
import { intentMismatch, payWithIntent } from './pay-order';
import { intentPath, stripeCall, type PaymentIntent, stripeRefusal, type StripeConfig } from './stripe-api';

export type StripePaymentAnswer =
  { readonly status: 'succeeded'; readonly paymentId: string } | { readonly status: 'requires_action'; readonly clientSecret: string };

/** Statuses in which Stripe accepts a confirm with a (new) payment method. */
const confirmable = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** The browser's key only tells one confirm from another of the same attempt; hashed, so any key fits Stripe's 255 characters. */
const keyPart = (...parts: string[]): string => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32);

export async function payWithStripe(
  ctx: ApiContext,
  stripe: StripeConfig,
  secretKey: string,
  request: StripePaymentRequest,
  browserKey: string,
): Promise<Result<StripePaymentAnswer, Refusal>> {
  const { orderType, orderId } = request;
  const claim = await claimIntent(ctx, stripe, secretKey, orderType, orderId);
  if (!claim.ok) return claim;
  if (claim.value.kind === 'paid') return ok({ status: 'succeeded', paymentId: claim.value.paymentId });
  const { intent: claimed, dueMinor, attemptKey } = claim.value.claimed;
  let intent = claimed;

  if ('paymentIntentId' in request) {
    if (request.paymentIntentId !== intent.id) {
      return err(refusal(409, 'payment_mismatch', 'This payment does not belong to this order.', { field: 'paymentIntentId' }));
    }
    if (intent.status === 'requires_confirmation') {
      const key = `${attemptKey}:confirm:${keyPart(browserKey)}`;
      const confirmed = await confirm(stripe, secretKey, intent, {}, key);
      if (!confirmed.ok) return confirmed;
      intent = confirmed.value;
    }
  } else if (confirmable.has(intent.status)) {
    const key = `${attemptKey}:confirm:${keyPart(browserKey, request.paymentMethodId)}`;
    const confirmed = await confirm(stripe, secretKey, intent, { payment_method: request.paymentMethodId }, key);
    if (!confirmed.ok) return confirmed;
    intent = confirmed.value;
  }

  const why = intentMismatch(intent, { id: orderId, kind: orderType }, dueMinor, chargeCurrency(ctx, stripe));
  if (why !== null) {
    return err(refusal(409, 'payment_mismatch', `This payment cannot pay the order: ${why}.`, { field: 'paymentIntentId' }));
  }
  if (intent.status === 'requires_action' && intent.client_secret)
    return ok({ status: 'requires_action', clientSecret: intent.client_secret });
  if (intent.status !== 'succeeded') return err(refusal(402, 'payment_failed', 'The payment was not completed.'));
  const paid = await payWithIntent(ctx.db, ctx, intent, chargeCurrency(ctx, stripe));
  return paid.kind === 'refused' ? err(paid.refusal) : ok({ status: 'succeeded', paymentId: paid.paymentId });
}

/**
 * Confirms the intent. When another request confirmed it first (two tabs), Stripe refuses with
 * `payment_intent_unexpected_state`: the intent as it now is answers both.
 */
async function confirm(
  stripe: StripeConfig,
  secretKey: string,
  intent: PaymentIntent,
  form: Record<string, string>,
  idempotencyKey: string,
): Promise<Result<PaymentIntent, Refusal>> {
  const answer = await stripeCall(stripe, secretKey, 'POST', `${intentPath(intent.id)}/confirm`, form, idempotencyKey);
  if (answer.ok) return ok(answer.intent);
  if (answer.code !== 'payment_intent_unexpected_state') return err(stripeRefusal(answer));
  const read = await stripeCall(stripe, secretKey, 'GET', intentPath(intent.id));
  return read.ok ? ok(read.intent) : err(stripeRefusal(read));
}
