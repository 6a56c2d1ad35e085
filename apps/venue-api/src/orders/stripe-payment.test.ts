// make-payment against the local Stripe stub (src/testing/stripe-stub.ts, real HTTP): one
// PaymentIntent per order and attempt whatever keys the browser sends, at most one charge, retries
// answered the same, a declined card retried on the same intent, a cancelled intent replaced.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsRoutes } from '../routes/payments.routes';
import { findOrder } from '../store/orders.store';
import { lockOrderPayment } from '../store/order-payment.store';
import { newGiftCardOrder } from '../testing/gift-card-order';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { DECLINED_CARD, startStripeStub, THREE_D_SECURE_CARD, type StripeStub } from '../testing/stripe-stub';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let stripe: StripeStub;
let app: Hono;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  stripe = await startStripeStub();
  app = new Hono().route('/', paymentsRoutes(api.context(), stripe.config()));
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await stripe.close();
  await api.db.close();
});

type Answer = { status: number; body: { data?: { status: string; paymentId?: string; clientSecret?: string }; error?: { code: string } } };
async function pay(body: Record<string, string>, key: string): Promise<Answer> {
  const res = await app.request('/make-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ orderType: 'gift-cards', ...body }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const counts = () => ({ ...stripe.stats });

describe('make-payment with Stripe', () => {
  it('two tabs paying one order at once with different keys: one intent, one charge, paid once', async () => {
    const orderId = await newGiftCardOrder(client);
    const before = counts();
    const keysBefore = stripe.createKeys.length;
    stripe.holdCreates(2);
    const [a, b] = await Promise.all([
      pay({ orderId, paymentMethodId: 'pm_card_visa' }, 'tab-a'),
      pay({ orderId, paymentMethodId: 'pm_card_mastercard' }, 'tab-b'),
    ]);
    // Both requests reached Stripe's create before either stored an intent, with one key: the order's attempt.
    expect(stripe.createKeys.slice(keysBefore)).toEqual([
      `venue:gift-cards:${orderId}:attempt-1:create`,
      `venue:gift-cards:${orderId}:attempt-1:create`,
    ]);
    expect(stripe.stats.created - before.created).toBe(1);
    expect(stripe.stats.charges - before.charges).toBe(1);
    // The later tab finds the intent already charged by the first and answers that payment.
    expect(a).toEqual({ status: 200, body: { data: { status: 'succeeded', paymentId: expect.stringMatching(/^pi_stub_/) } } });
    expect(b).toEqual(a);
    const order = await findOrder(api.db, orderId);
    expect(order).toMatchObject({ status: 'paid', paymentRef: a.body.data?.paymentId });
    expect((await lockOrderPayment(api.db, orderId))?.intentId).toBe(a.body.data?.paymentId);
    // A third request after the payment changes nothing either.
    expect(await pay({ orderId, paymentMethodId: 'pm_card_amex' }, 'tab-c')).toEqual(a);
    expect(await findOrder(api.db, orderId)).toEqual(order);
    expect(stripe.stats.charges - before.charges).toBe(1);
  });

  it('a retry with the same key answers the same, creating and charging nothing more', async () => {
    const orderId = await newGiftCardOrder(client);
    const first = await pay({ orderId, paymentMethodId: 'pm_card_visa' }, 'retry-1');
    const after = counts();
    expect(first.body.data?.status).toBe('succeeded');
    expect(await pay({ orderId, paymentMethodId: 'pm_card_visa' }, 'retry-1')).toEqual(first);
    expect(counts()).toEqual(after);
  });

  it('a declined card leaves the order unpaid and the next card is charged on the same intent', async () => {
    const orderId = await newGiftCardOrder(client);
    const before = counts();
    const declined = await pay({ orderId, paymentMethodId: DECLINED_CARD }, 'decline-1');
    expect(declined).toMatchObject({ status: 402, body: { error: { code: 'card_declined' } } });
    expect((await findOrder(api.db, orderId))?.status).not.toBe('paid');
    const paid = await pay({ orderId, paymentMethodId: 'pm_card_visa' }, 'decline-2');
    expect(paid.body.data?.status).toBe('succeeded');
    expect(stripe.stats.created - before.created).toBe(1);
    expect(stripe.stats.charges - before.charges).toBe(1);
  });

  it('3-D Secure started in two tabs still makes one intent; an intent cancelled at Stripe is replaced by a new attempt', async () => {
    const orderId = await newGiftCardOrder(client);
    const before = counts();
    const [a, b] = await Promise.all([
      pay({ orderId, paymentMethodId: THREE_D_SECURE_CARD }, '3ds-a'),
      pay({ orderId, paymentMethodId: THREE_D_SECURE_CARD }, '3ds-b'),
    ]);
    expect(a.body.data?.status).toBe('requires_action');
    expect(b.body.data?.clientSecret).toBe(a.body.data?.clientSecret);
    expect(stripe.stats.created - before.created).toBe(1);
    const first = (await lockOrderPayment(api.db, orderId))!;
    stripe.cancel(first.intentId!);
    const paid = await pay({ orderId, paymentMethodId: 'pm_card_visa' }, '3ds-c');
    expect(paid.body.data?.status).toBe('succeeded');
    expect(paid.body.data?.paymentId).not.toBe(first.intentId);
    expect(await lockOrderPayment(api.db, orderId)).toMatchObject({ attempt: first.attempt + 1, intentId: paid.body.data?.paymentId });
    expect(stripe.stats.created - before.created).toBe(2);
    expect(stripe.stats.charges - before.charges).toBe(1);
  });

  it("refuses another order's intent and a key longer than 255 characters", async () => {
    const [orderId, otherId] = [await newGiftCardOrder(client), await newGiftCardOrder(client, 80)];
    const other = await pay({ orderId: otherId, paymentMethodId: THREE_D_SECURE_CARD }, 'other-1');
    const otherIntent = other.body.data?.clientSecret?.replace(/_secret_.*$/, '') ?? '';
    stripe.completeAction(otherIntent);
    const refused = await pay({ orderId, paymentIntentId: otherIntent }, 'mine-1');
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'payment_mismatch' } } });
    expect((await findOrder(api.db, orderId))?.status).not.toBe('paid');
    expect((await pay({ orderId, paymentMethodId: 'pm_card_visa' }, 'k'.repeat(256))).status).toBe(400);
  });

  it('a changed currency cancels the stored intent: the next attempt charges in the new one', async () => {
    const orderId = await newGiftCardOrder(client);
    const started = await pay({ orderId, paymentMethodId: THREE_D_SECURE_CARD }, 'cur-1');
    const usdIntent = started.body.data?.clientSecret?.replace(/_secret_.*$/, '') ?? '';
    // The venue's currency, not STRIPE_CURRENCY, is what Stripe charges in (orders/stripe-amount.ts).
    const eur = new Hono().route('/', paymentsRoutes({ ...api.context(), currencyCode: 'EUR' }, stripe.config()));
    const res = await eur.request('/make-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'cur-2' },
      body: JSON.stringify({ orderType: 'gift-cards', orderId, paymentMethodId: 'pm_card_visa' }),
    });
    const paymentId = ((await res.json()) as { data: { paymentId: string } }).data.paymentId;
    expect(stripe.intents.get(paymentId)).toMatchObject({ currency: 'eur', status: 'succeeded' });
    expect((await lockOrderPayment(api.db, orderId))?.attempt).toBe(2);
    // The usd intent, still waiting for 3-D Secure in the first tab, can no longer be charged.
    expect(stripe.intents.get(usdIntent)?.status).toBe('canceled');
  });

  it('never replaces a stale intent that Stripe has already charged: the guest is told to contact the venue', async () => {
    const orderId = await newGiftCardOrder(client);
    const started = await pay({ orderId, paymentMethodId: THREE_D_SECURE_CARD }, 'charged-1');
    stripe.completeAction(started.body.data?.clientSecret?.replace(/_secret_.*$/, '') ?? '');
    const before = counts();
    // The venue's currency, not STRIPE_CURRENCY, is what Stripe charges in (orders/stripe-amount.ts).
    const eur = new Hono().route('/', paymentsRoutes({ ...api.context(), currencyCode: 'EUR' }, stripe.config()));
    const res = await eur.request('/make-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'charged-2' },
      body: JSON.stringify({ orderType: 'gift-cards', orderId, paymentMethodId: 'pm_card_visa' }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'payment_mismatch' } });
    expect(counts()).toEqual(before);
    expect((await lockOrderPayment(api.db, orderId))?.attempt).toBe(1);
  });
});
