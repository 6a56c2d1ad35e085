// POST /venue-api/stripe/webhook through the whole app (no token, body limit, rate limits), with
// make-payment and the webhook configured from the environment and aimed at the local Stripe stub.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { budgetOf } from '../http/rate-limits';
import { signPayload } from '../orders/stripe-signature';
import { findOrder, type StoredOrder } from '../store/orders.store';
import { newGiftCardOrder } from '../testing/gift-card-order';
import { kindsAndRecipients, mailsAbout } from '../testing/mails-about';
import type { OrderTestClient } from '../testing/order-test-client';
import { signedEvent, STUB_WEBHOOK_SECRET, THREE_D_SECURE_CARD, type StripeStub } from '../testing/stripe-stub';
import { TEST_NOW, type TestApi } from '../testing/test-api';
import { useStripeTestApi } from '../testing/stripe-test-api';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

let api: TestApi;
let client: OrderTestClient;
let stripe: StripeStub;
useStripeTestApi((started) => ({ api, client, stripe } = started), { env: true });

/** make-payment with the 3-D Secure card, then the guest passes the challenge and closes the page. */
async function abandonedAfterThreeDSecure(orderId: string) {
  const res = await client.post('make-payment', { orderType: 'gift-cards', orderId, paymentMethodId: THREE_D_SECURE_CARD });
  const { data } = await client.json<{ data: { status: string; clientSecret: string } }>(res);
  expect(data.status).toBe('requires_action');
  return stripe.completeAction(data.clientSecret.replace(/_secret_.*$/, ''));
}

const deliver = (delivery: { body: string; signature?: string }) =>
  api.app().request('/venue-api/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }),
    },
    body: delivery.body,
  });

const succeededEvent = (object: unknown, at = TEST_NOW) => signedEvent('payment_intent.succeeded', object, { at });
const stored = async (orderId: string): Promise<StoredOrder | undefined> => findOrder(api.db, orderId);

describe('the Stripe webhook', () => {
  it('marks the order paid when the guest never came back after 3-D Secure, once for two deliveries', async () => {
    const orderId = await newGiftCardOrder(client);
    const intent = await abandonedAfterThreeDSecure(orderId);
    expect((await stored(orderId))?.status).not.toBe('paid');
    const event = succeededEvent(intent);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'paid' });
    const paid = await stored(orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentRef: intent.id, invoiceFile: expect.stringMatching(/^inv-/) });
    // Stripe delivers again: nothing changes, the same invoice.
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: 'already_paid' });
    expect(await deliver(succeededEvent(intent))).toHaveProperty('status', 200);
    expect(await stored(orderId)).toEqual(paid);
    // The browser coming back late is told the same payment.
    const late = await client.post('make-payment', { orderType: 'gift-cards', orderId, paymentIntentId: intent.id });
    expect(await late.json()).toEqual({ data: { status: 'succeeded', paymentId: intent.id } });
    expect(await stored(orderId)).toEqual(paid);
    expect(stripe.intents.get(intent.id)?.amount_received).toBe(intent.amount);
  });

  it("queues the order's mails once when the webhook and the guest's return pay it at once", async () => {
    const orderId = await newGiftCardOrder(client);
    const intent = await abandonedAfterThreeDSecure(orderId);
    const [webhook, back] = await Promise.all([
      deliver(succeededEvent(intent)),
      client.post('make-payment', { orderType: 'gift-cards', orderId, paymentIntentId: intent.id }),
    ]);
    expect([webhook.status, back.status]).toEqual([200, 200]);
    expect(kindsAndRecipients(await mailsAbout(api.db, orderId))).toEqual([
      'gift-card-receipt dana@example.com',
      'gift-card-to-recipient rory@example.com',
    ]);
  });

  it('refuses a bad, missing or old signature and a changed body with 400, storing nothing', async () => {
    const orderId = await newGiftCardOrder(client);
    const intent = await abandonedAfterThreeDSecure(orderId);
    const good = succeededEvent(intent);
    const deliveries = [
      signedEvent('payment_intent.succeeded', intent, { at: TEST_NOW, secret: 'whsec_someone_else' }),
      { body: good.body },
      { body: good.body, signature: 'garbage' },
      succeededEvent(intent, new Date(TEST_NOW.getTime() - 6 * 60_000)),
      { body: good.body.replace(`"amount":${intent.amount}`, `"amount":${intent.amount - 1}`), signature: good.signature },
    ];
    for (const delivery of deliveries) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_signature', field: 'Stripe-Signature' } });
    }
    expect((await stored(orderId))?.status).not.toBe('paid');
  });

  it("ignores a signed intent with the wrong amount, another currency, another order's metadata or no success", async () => {
    const orderId = await newGiftCardOrder(client);
    const otherId = await newGiftCardOrder(client, 90);
    const intent = await abandonedAfterThreeDSecure(orderId);
    const lies = [
      { ...intent, amount: intent.amount - 100 },
      { ...intent, currency: 'eur' },
      { ...intent, metadata: { orderId: otherId, orderType: 'gift-cards' } },
      { ...intent, metadata: { orderId, orderType: 'tickets' } },
      { ...intent, metadata: {} },
      { ...intent, status: 'processing' },
    ];
    for (const lie of lies) {
      const res = await deliver(succeededEvent(lie));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ received: true, outcome: 'ignored' });
    }
    expect((await stored(orderId))?.status).not.toBe('paid');
    expect((await stored(otherId))?.status).not.toBe('paid');
  });

  it('answers 200 and does nothing for payment_failed and unknown events; refuses a body that is not an event', async () => {
    const orderId = await newGiftCardOrder(client);
    const intent = await abandonedAfterThreeDSecure(orderId);
    for (const type of ['payment_intent.payment_failed', 'customer.created']) {
      const res = await deliver(signedEvent(type, intent, { at: TEST_NOW }));
      expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    expect((await stored(orderId))?.status).not.toBe('paid');
    const at = Math.floor(TEST_NOW.getTime() / 1000);
    const notJson = {
      body: 'not json',
      signature: `t=${at},v1=${signPayload(STUB_WEBHOOK_SECRET, at, new TextEncoder().encode('not json')).toString('hex')}`,
    };
    expect(await (await deliver(notJson)).json()).toMatchObject({ error: { code: 'malformed_json' } });
    const notEvent = signedEvent('payment_intent.succeeded', { id: 'pi_x' }, { at: TEST_NOW });
    expect((await deliver(notEvent)).status).toBe(422);
  });

  it('cancels an order refunded in full, which voids its guest codes; a part refund or another payment changes nothing', async () => {
    const created = await client.post('new-ticket-order', {
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
      clientName: 'Vera Buyer',
      clientEmail: 'vera@example.com',
      clientPhoneNumber: '+12125550177',
    });
    const orderId = (await client.json<{ data: { orderId: string } }>(created)).data.orderId;
    const paid = await client.post('make-payment', { orderType: 'tickets', orderId, paymentMethodId: 'pm_card_visa' });
    const intentId = (await client.json<{ data: { status: string; paymentId: string } }>(paid)).data.paymentId;
    expect((await stored(orderId))?.status).toBe('paid');
    const live = () => api.db.query(`SELECT code_id FROM guest_code WHERE order_id = $1 AND status = 'issued'`, [orderId]);
    expect(await live()).toHaveLength(2);
    const charge = (refunded: boolean, paymentIntent: string | null = intentId) =>
      signedEvent(
        'charge.refunded',
        { id: 'ch_1', object: 'charge', payment_intent: paymentIntent, refunded, amount_refunded: 100 },
        { at: TEST_NOW },
      );

    expect(await (await deliver(charge(false))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await (await deliver(charge(true, 'pi_someone_else'))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await live()).toHaveLength(2);
    expect(await (await deliver(charge(true))).json()).toEqual({ received: true, outcome: 'cancelled' });
    expect((await stored(orderId))?.status).toBe('cancelled');
    expect(await live()).toHaveLength(0);
    // Delivered again: already cancelled, nothing more to do.
    expect(await (await deliver(charge(true))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(signedEvent('charge.refunded', { id: 'ch_2' }, { at: TEST_NOW }))).status).toBe(422);
  });

  it('needs no token, spends no rate budget, is bounded to 64 KB and answers 503 without STRIPE_WEBHOOK_SECRET', async () => {
    expect(budgetOf('POST', '/venue-api/stripe/webhook')).toBeNull();
    const huge = signedEvent('customer.created', { pad: 'x'.repeat(70 * 1024) }, { at: TEST_NOW });
    expect((await deliver(huge)).status).toBe(413);
    const unconfigured = new Hono().route(
      '/',
      stripeWebhookRoutes(api.context(), {
        secretKey: () => undefined,
        webhookSecret: () => undefined,
        currency: () => 'usd',
        apiBase: () => `${stripe.origin}/v1`,
        fetch: (input, init) => fetch(input, init),
      }),
    );
    const res = await unconfigured.request('/stripe/webhook', { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(JSON.stringify(await res.json())).toContain('STRIPE_WEBHOOK_SECRET');
  });
});
