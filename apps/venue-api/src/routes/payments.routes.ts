// POST make-test-payment (the test-card rule of docs/backend.md, refused while Stripe is
// configured) and POST make-payment (Stripe's REST API, 503 without STRIPE_SECRET_KEY). The
// browser never sends an amount: both charge what the order itself says is due. Stripe's webhook,
// which marks an order paid when the browser never comes back, is stripe-webhook.routes.ts.
import { Hono } from 'hono';
import { StripePaymentRequest, TestPaymentRequest } from '@venue/core/payment/payment-request.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput, paymentRefusal, refusal } from '../http/refusal';
import { IDEMPOTENCY_HEADER, MAX_KEY_LENGTH, withIdempotency } from '../orders/idempotency';
import { payableOrder, recordPayment } from '../orders/pay-order';
import { testCardOutcome } from '../orders/test-card';
import { envStripeConfig, type StripeConfig } from '../orders/stripe-api';
import { payWithStripe } from '../orders/stripe-payment';

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
      const refused = await recordPayment(tx, ctx, payable.value.order, paymentId);
      if (refused) return refused;
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
    if (key.length > MAX_KEY_LENGTH)
      return answerRefusal(
        c,
        refusal(400, 'invalid_idempotency_key', `The ${IDEMPOTENCY_HEADER} header is longer than ${MAX_KEY_LENGTH} characters.`, {
          field: IDEMPOTENCY_HEADER,
        }),
      );
    const input = await readInput(c, StripePaymentRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    // The browser's key never names the PaymentIntent: the order and its attempt do (stripe-payment.ts).
    const paid = await payWithStripe(ctx, stripe, secretKey, input.value.payload, key);
    return paid.ok ? c.json({ data: paid.value }) : answerRefusal(c, paid.error);
  });

  return routes;
}
