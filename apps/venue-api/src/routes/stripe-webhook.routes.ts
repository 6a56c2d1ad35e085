// POST /venue-api/stripe/webhook (docs/backend.md#stripe-webhook): Stripe tells the venue that a
// PaymentIntent succeeded, which pays the order even when the guest closed the page after 3-D
// Secure, and that a charge was refunded in full, which cancels the order. No bearer token (Stripe cannot send one): the signature over the raw body is the guard,
// checked before anything is parsed or stored. The body is bounded by http/body-limits.ts (64 KB).
import { Schema } from 'effect';
import { Hono } from 'hono';
import { decodeWith } from '@venue/core/shared/decode';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, invalidInput, refusal } from '../http/refusal';
import { payWithIntent } from '../orders/pay-order';
import { chargeCurrency } from '../orders/stripe-amount';
import { decodePaymentIntent, envStripeConfig, type StripeConfig } from '../orders/stripe-api';
import { verifyStripeSignature } from '../orders/stripe-signature';
import { cancelRefundedOrder } from '../store/orders.store';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

const StripeEvent = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  data: Schema.Struct({ object: Schema.Unknown }),
});
const decodeEvent = decodeWith(StripeEvent, 'Stripe event');

/** The part of Stripe's Charge a refund needs: the intent it paid and whether all of it went back. */
const RefundedCharge = Schema.Struct({ id: Schema.String, payment_intent: Schema.NullOr(Schema.String), refunded: Schema.Boolean });
const decodeCharge = decodeWith(RefundedCharge, 'Stripe charge');

export function stripeWebhookRoutes(ctx: ApiContext, stripe: StripeConfig = envStripeConfig): Hono {
  const routes = new Hono();

  routes.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const secret = stripe.webhookSecret();
    if (secret === undefined) {
      return answerRefusal(
        c,
        refusal(503, 'payments_not_configured', 'The Stripe webhook is not configured on this venue (STRIPE_WEBHOOK_SECRET is not set).'),
      );
    }
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const signed = verifyStripeSignature(c.req.header('stripe-signature'), raw, secret, ctx.now());
    if (!signed.ok) return answerRefusal(c, refusal(400, 'invalid_signature', signed.error, { field: 'Stripe-Signature' }));

    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return answerRefusal(c, refusal(400, 'malformed_json', 'The request body is not valid JSON.'));
    }
    const event = decodeEvent(parsed);
    if (!event.ok) return answerRefusal(c, invalidInput(event.error.path || 'body', `${event.error.path}: ${event.error.message}`));

    // A refund in full, made by the venue's staff in Stripe, cancels the order and so voids its guest codes
    // (docs/product.md#codes-for-guests); a part refund leaves the order and its guests as they are.
    if (event.value.type === 'charge.refunded') {
      const charge = decodeCharge(event.value.data.object);
      if (!charge.ok) return answerRefusal(c, invalidInput(`data.object.${charge.error.path}`, charge.error.message));
      const intentId = charge.value.payment_intent;
      const cancelled = charge.value.refunded && intentId !== null ? await cancelRefundedOrder(ctx.db, intentId) : null;
      return c.json({ received: true, outcome: cancelled === null ? 'ignored' : 'cancelled' });
    }
    // payment_intent.payment_failed changes nothing: the order stays unpaid and its intent, back
    // to requires_payment_method, is reused by the guest's next try. Other types are not ours.
    if (event.value.type !== 'payment_intent.succeeded') return c.json({ received: true, outcome: 'ignored' });
    const intent = decodePaymentIntent(event.value.data.object);
    if (!intent.ok) return answerRefusal(c, invalidInput(`data.object.${intent.error.path}`, intent.error.message));

    const paid = await payWithIntent(ctx.db, ctx, intent.value, chargeCurrency(ctx, stripe));
    if (paid.kind !== 'refused') return c.json({ received: true, outcome: paid.kind });
    // Answered 200 all the same: Stripe would retry a refusal for days and it would never change.
    console.warn(`Stripe event ${event.value.id} (${intent.value.id}) pays no order: ${paid.refusal.body.error.message}`);
    return c.json({ received: true, outcome: 'ignored', reason: paid.refusal.body.error.code });
  });

  return routes;
}
