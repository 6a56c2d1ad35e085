// POST make-test-payment (the test-card rule of docs/backend.md, refused while Stripe is
// configured) and POST make-payment (Stripe's REST API, 503 without STRIPE_SECRET_KEY). The
// browser never sends an amount: both charge what the order itself says is due.
import { Hono, type Context } from 'hono';
import { StripePaymentRequest, TestPaymentRequest, type PayableOrderType } from '@venue/core/payment/payment-request.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput, paymentRefusal, refusal } from '../http/refusal';
import { IDEMPOTENCY_HEADER, withIdempotency } from '../orders/idempotency';
import { payableOrder, recordPayment } from '../orders/pay-order';
import { testCardOutcome } from '../orders/test-card';
import { envStripeConfig, stripeCall, type PaymentIntent, type StripeConfig } from '../orders/stripe-api';
import { findOrder } from '../store/orders.store';

const succeeded = (paymentId: string) => ({ data: { status: 'succeeded' as const, paymentId } });

export function paymentsRoutes(ctx: ApiContext, stripe: StripeConfig = envStripeConfig): Hono {
  const routes = new Hono();

  routes.post('/make-test-payment', async (c) => {
    if (!ctx.testPayments) {
      return answerRefusal(
        c,
        refusal(403, 'test_payments_disabled', 'Test payments are off on this server (VENUE_TEST_PAYMENTS=1 turns them on).'),
      );
    }
    if (stripe.secretKey() !== undefined) {
      return answerRefusal(
        c,
        refusal(403, 'test_payments_disabled', 'Test payments are off: this venue takes card payments through Stripe.'),
      );
    }
    return withIdempotency(ctx, c, 'make-test-payment', async (tx) => {
      const input = await readInput(c, TestPaymentRequest);
      if (!input.ok) return input.error;
      const { orderType, orderId, cardNumber } = input.value.payload;
      const payable = await payableOrder(tx, orderType, orderId, true);
      if (!payable.ok) return payable.error;
      const card = testCardOutcome(cardNumber);
      if (card.kind === 'invalid') return invalidInput('cardNumber', card.message);
      if (card.kind === 'declined') return paymentRefusal(402, card.code, card.message, { field: 'cardNumber' });
      const paymentId = `test_${payable.value.order.id}_${card.last4}`;
      await recordPayment(tx, payable.value.order.id, paymentId, ctx.now());
      return { status: 200, body: succeeded(paymentId) };
    });
  });

  routes.post('/make-payment', async (c) => {
    const secretKey = stripe.secretKey();
    if (secretKey === undefined) {
      return answerRefusal(
        c,
        refusal(
          503,
          'payments_not_configured',
          'Card payments are not configured on this venue (STRIPE_SECRET_KEY is not set); use make-test-payment.',
        ),
      );
    }
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
    if (key === '')
      return answerRefusal(
        c,
        refusal(400, 'idempotency_key_required', `A payment needs an ${IDEMPOTENCY_HEADER} header.`, { field: IDEMPOTENCY_HEADER }),
      );
    const input = await readInput(c, StripePaymentRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const request = input.value.payload;
    const { orderType, orderId } = request;

    // Stripe is called outside any transaction (it may take seconds); its own idempotency keys,
    // derived from ours, make a retried request reuse the same PaymentIntent.
    const payable = await payableOrder(ctx.db, orderType, orderId, false);
    if (!payable.ok) {
      // A retry after the order was paid by this very attempt answers success again.
      const order = payable.error.body.error.code === 'already_paid' ? await findOrder(ctx.db, orderId, orderType) : undefined;
      if (order?.paymentRef && 'paymentIntentId' in request && order.paymentRef === request.paymentIntentId)
        return c.json(succeeded(order.paymentRef));
      return answerRefusal(c, payable.error);
    }
    const { dueCents } = payable.value;

    let answer;
    if ('paymentMethodId' in request) {
      answer = await stripeCall(
        stripe,
        secretKey,
        'POST',
        'payment_intents',
        {
          amount: String(dueCents),
          currency: stripe.currency(),
          payment_method: request.paymentMethodId,
          confirm: 'true',
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
          'metadata[orderId]': orderId,
          'metadata[orderType]': orderType,
        },
        `${orderType}:${orderId}:${key}`,
      );
    } else {
      answer = await stripeCall(stripe, secretKey, 'GET', `payment_intents/${encodeURIComponent(request.paymentIntentId)}`);
      if (answer.ok && answer.intent.status === 'requires_confirmation') {
        answer = await stripeCall(
          stripe,
          secretKey,
          'POST',
          `payment_intents/${encodeURIComponent(answer.intent.id)}/confirm`,
          {},
          `${orderType}:${orderId}:${key}`,
        );
      }
    }
    if (!answer.ok) {
      return answerRefusal(c, paymentRefusal(answer.status === 0 || answer.status >= 500 ? 502 : 402, answer.code, answer.message));
    }
    return settle(c, answer.intent, { orderType, orderId, dueCents });
  });

  async function settle(
    c: Context,
    intent: PaymentIntent,
    order: { orderType: PayableOrderType; orderId: string; dueCents: number },
  ): Promise<Response> {
    if (intent.metadata.orderId !== order.orderId || intent.amount !== order.dueCents) {
      return answerRefusal(
        c,
        refusal(409, 'payment_mismatch', 'This payment does not belong to this order or its amount changed.', { field: 'paymentIntentId' }),
      );
    }
    if (intent.status === 'requires_action') return c.json({ data: { status: 'requires_action', clientSecret: intent.client_secret } });
    if (intent.status !== 'succeeded') return answerRefusal(c, refusal(402, 'payment_failed', 'The payment was not completed.'));
    const paid = await ctx.db.transaction(async (tx) => {
      const payable = await payableOrder(tx, order.orderType, order.orderId, true);
      if (!payable.ok) return payable.error;
      await recordPayment(tx, order.orderId, intent.id, ctx.now());
      return null;
    });
    if (paid !== null && paid.body.error.code !== 'already_paid') return answerRefusal(c, paid);
    return c.json(succeeded(intent.id));
  }

  return routes;
}
