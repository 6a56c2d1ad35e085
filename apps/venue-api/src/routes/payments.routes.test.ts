// Test payments (the test-card rule), Stripe payments against the local Stripe stub, and the invoice PDF.
// The races, retries and the webhook are in orders/stripe-payment.test.ts and stripe-webhook.routes.test.ts.
import { Hono } from 'hono';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { newGiftCardOrder } from '../testing/gift-card-order';
import type { OrderTestClient } from '../testing/order-test-client';
import { THREE_D_SECURE_CARD, type StripeStub } from '../testing/stripe-stub';
import { useStripeTestApi } from '../testing/stripe-test-api';
import type { StripeConfig } from '../orders/stripe-api';
import { passesLuhn, testCardOutcome } from '../orders/test-card';
import type { TestApi } from '../testing/test-api';
import { paymentsRoutes } from './payments.routes';

let api: TestApi;
let client: OrderTestClient;
let stripe: StripeStub;
useStripeTestApi((started) => ({ api, client, stripe } = started));

describe('the test-card rule', () => {
  it('passes Luhn for the documented cards and sorts them', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(testCardOutcome(undefined)).toEqual({ kind: 'succeeded', last4: '4242' });
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeeded', last4: '4242' });
    expect(testCardOutcome('4000 0000 0000 0002')).toMatchObject({ kind: 'declined', code: 'card_declined' });
    expect(testCardOutcome('4000000000009995')).toMatchObject({ kind: 'declined', code: 'insufficient_funds' });
    expect(testCardOutcome('4242424242424241')).toMatchObject({ kind: 'invalid' });
  });
});

describe('make-test-payment', () => {
  it('is refused, leaving the order unpaid, on a server where test payments are off (production)', async () => {
    const orderId = await newGiftCardOrder(client);
    const noStripe: StripeConfig = {
      secretKey: () => undefined,
      webhookSecret: () => undefined,
      currency: () => 'usd',
      apiBase: () => 'http://127.0.0.1:9/v1',
      fetch: () => Promise.reject(new Error('no Stripe here')),
    };
    const production = new Hono().route('/', paymentsRoutes({ ...api.context(), testPayments: false }, noStripe));
    const token = await api.signIn();
    const refused = await production.request('/make-test-payment', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'pay-off-1' },
      body: JSON.stringify({ orderType: 'gift-cards', orderId }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'test_payments_disabled' } });
    const details = await client.json<{ data: { status: string } }>(await client.get(`gift-card/${orderId}`));
    expect(details.data.status).toBe('Pending');
  });

  it('marks the order paid once and serves its invoice as a public PDF', async () => {
    const orderId = await newGiftCardOrder(client);
    const body = { orderType: 'gift-cards', orderId };
    const paid = await client.post('make-test-payment', body, 'pay-1');
    expect(paid.status).toBe(200);
    const answer = await client.json<{ data: { status: string; paymentId: string } }>(paid);
    expect(answer.data.status).toBe('succeeded');
    // A retry with the same key replays; a new key finds the order already paid.
    expect(await client.json(await client.post('make-test-payment', body, 'pay-1'))).toEqual(answer);
    expect((await client.post('make-test-payment', body, 'pay-2')).status).toBe(409);

    const details = await client.json<{ data: { status: string; invoice: string; paidAt: string } }>(
      await client.get(`gift-card/${orderId}`),
    );
    expect(details.data.status).toBe('Paid');
    expect(details.data.invoice).toMatch(/^invoices\/pdf\/inv-[\w-]+\.pdf$/);
    const pdf = await api.app().request(`/venue-api/${details.data.invoice}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Invoice ${orderId}`);
    expect((await api.app().request('/venue-api/invoices/pdf/inv-unknown.pdf')).status).toBe(404);
  });

  it('declines the declining card, refuses a bad number and an unknown order', async () => {
    const orderId = await newGiftCardOrder(client);
    const declined = await client.post('make-test-payment', { orderType: 'gift-cards', orderId, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect((await client.post('make-test-payment', { orderType: 'gift-cards', orderId, cardNumber: '4242424242424241' })).status).toBe(422);
    expect((await client.post('make-test-payment', { orderType: 'tickets', orderId })).status).toBe(404);
    expect((await client.post('make-test-payment', { orderType: 'gift-cards', orderId: 'nope' })).status).toBe(404);
    const details = await client.json<{ data: { status: string } }>(await client.get(`gift-card/${orderId}`));
    expect(details.data.status).toBe('Pending');
  });
});

describe('make-payment', () => {
  it('answers 503 naming STRIPE_SECRET_KEY when Stripe is not configured', async () => {
    const res = await client.post('make-payment', { orderType: 'gift-cards', orderId: 'x', paymentMethodId: 'pm_1' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('STRIPE_SECRET_KEY');
  });

  const stripeApp = (config: StripeConfig) => new Hono().route('/', paymentsRoutes(api.context(), config));
  const post = (app: Hono, body: unknown, key = 'k-1') =>
    app.request('/make-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });

  it('charges what the order says is due and marks it paid', async () => {
    const orderId = await newGiftCardOrder(client);
    const config = stripe.config();
    const res = await post(stripeApp(config), { orderType: 'gift-cards', orderId, paymentMethodId: 'pm_card_visa' });
    const answer = await client.json<{ data: { status: string; paymentId: string } }>(res);
    expect(answer.data.status).toBe('succeeded');
    const intent = stripe.intents.get(answer.data.paymentId);
    const due = (await client.json<{ data: { amountDue: number } }>(await client.get(`gift-card/${orderId}`))).data.amountDue;
    expect(intent).toMatchObject({ amount: Math.round(due * 100), amount_received: Math.round(due * 100), currency: 'usd' });
    expect(intent?.metadata).toEqual({ orderId, orderType: 'gift-cards' });
    expect((await client.json<{ data: { status: string } }>(await client.get(`gift-card/${orderId}`))).data.status).toBe('Paid');
    // make-test-payment is off while Stripe is configured.
    expect((await stripeApp(config).request('/make-test-payment', { method: 'POST', body: '{}' })).status).toBe(403);
  });

  it('hands 3D Secure back to the browser, then pays with the intent id', async () => {
    const orderId = await newGiftCardOrder(client);
    const app = stripeApp(stripe.config());
    const first = await post(app, { orderType: 'gift-cards', orderId, paymentMethodId: THREE_D_SECURE_CARD });
    const action = await client.json<{ data: { status: string; clientSecret: string } }>(first);
    expect(action.data.status).toBe('requires_action');
    const intentId = action.data.clientSecret.replace(/_secret_.*$/, '');
    expect(stripe.intents.get(intentId)?.client_secret).toBe(action.data.clientSecret);
    stripe.completeAction(intentId);
    const second = await post(app, { orderType: 'gift-cards', orderId, paymentIntentId: intentId }, 'k-1:confirm');
    expect(await second.json()).toEqual({ data: { status: 'succeeded', paymentId: intentId } });
  });
});
