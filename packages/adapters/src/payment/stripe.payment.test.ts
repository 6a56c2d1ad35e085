import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatePaymentMethodCardData } from '@stripe/stripe-js';
import { createVenueHttpClient } from '../http/venue-http-client';
import { createWebStorage } from '../storage/web-storage.storage';
import { createPayment, type StripeLike } from './stripe.payment';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let server: Server;
let baseURL = '';
let seen: Seen[] = [];
let answers: Array<[number, unknown]> = [];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: body ? (JSON.parse(body) as Record<string, unknown>) : {} });
      const [status, answer] = answers.shift() ?? [500, { error: { code: 'unexpected', message: 'No answer queued' } }];
      json(res, status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answers = [];
});

function http() {
  const map = new Map<string, string>([['venueToken', 't']]);
  const storage = createWebStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
  return createVenueHttpClient({
    baseURL,
    storage,
    routeQuery: { current: () => ({}) },
    credentials: { clientId: 'c', clientSecret: 's', username: 'u', password: 'p' },
  });
}

interface FakeStripe extends StripeLike {
  readonly calls: string[];
}

function fakeStripe(options: { cardError?: string; actionError?: string } = {}): FakeStripe {
  const calls: string[] = [];
  return {
    calls,
    async createPaymentMethod(data: CreatePaymentMethodCardData) {
      calls.push(`createPaymentMethod:${data.type}:${data.billing_details?.name ?? ''}`);
      if (options.cardError) return { error: { message: options.cardError, code: 'card_declined' } };
      return { paymentMethod: { id: 'pm_1' } };
    },
    async handleNextAction({ clientSecret }) {
      calls.push(`handleNextAction:${clientSecret}`);
      if (options.actionError) return { error: { message: options.actionError } };
      return { paymentIntent: { id: 'pi_1' } };
    },
  };
}

const card = { card: { token: 'tok_visa' }, billingDetails: { name: 'Ana Diaz' } };
const order = { orderType: 'bottles', orderId: 'o-1', idempotencyKey: 'attempt-1' };

describe('payment without a Stripe key', () => {
  it('is a test payment through make-test-payment', async () => {
    const payment = createPayment({ stripeKey: null, http: http() });
    expect(payment.mode).toBe('test');
    if (payment.mode !== 'test') return;
    answers.push([200, { data: { status: 'succeeded', paymentId: 'test_1' } }]);
    expect(await payment.pay(order)).toEqual({ ok: true, value: { mode: 'test', paymentId: 'test_1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/make-test-payment');
    expect(seen[0]?.body).toEqual({ orderType: 'bottles', orderId: 'o-1' });
    expect(seen[0]?.headers['idempotency-key']).toBe('attempt-1');
  });

  it('treats a blank key as no key and never loads Stripe', async () => {
    let loads = 0;
    const payment = createPayment({ stripeKey: '  ', http: http(), loadStripe: async () => (loads++, fakeStripe()) });
    expect(payment.mode).toBe('test');
    expect(loads).toBe(0);
  });

  it('returns the API error as a value', async () => {
    const payment = createPayment({ stripeKey: null, http: http() });
    if (payment.mode !== 'test') throw new Error('expected test mode');
    answers.push([409, { error: { code: 'out_of_date', message: 'The order changed' } }]);
    expect(await payment.pay(order)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409, message: 'The order changed' } });
    answers.push([200, { data: { status: 'maybe' } }]);
    expect(await payment.pay(order)).toMatchObject({ ok: false, error: { _tag: 'DecodeError', source: 'POST make-test-payment' } });
  });
});

describe('payment with a Stripe key', () => {
  function stripePayment(stripe: FakeStripe | null | Error = fakeStripe()) {
    const keys: string[] = [];
    const payment = createPayment<FakeStripe>({
      stripeKey: 'pk_test_123',
      http: http(),
      loadStripe: async (key) => {
        keys.push(key);
        if (stripe instanceof Error) throw stripe;
        return stripe;
      },
    });
    if (payment.mode !== 'stripe') throw new Error('expected stripe mode');
    return { payment, keys };
  }

  it('loads Stripe lazily, once, with the venue key', async () => {
    const { payment, keys } = stripePayment();
    expect(keys).toEqual([]);
    const [a, b] = await Promise.all([payment.load(), payment.load()]);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(keys).toEqual(['pk_test_123']);
  });

  it('keeps the real loader: outside a browser Stripe.js answers null, which reads as unavailable', async () => {
    const payment = createPayment({ stripeKey: 'pk_test_123', http: http() });
    if (payment.mode !== 'stripe') throw new Error('expected stripe mode');
    expect(await payment.load()).toEqual({
      ok: false,
      error: { _tag: 'StripeUnavailable', message: 'Stripe is not available in this browser.' },
    });
  });

  it('reports a Stripe.js that cannot load, and tries again next time', async () => {
    const { payment, keys } = stripePayment(new Error('Failed to load Stripe.js'));
    expect(await payment.load()).toEqual({ ok: false, error: { _tag: 'StripeUnavailable', message: 'Failed to load Stripe.js' } });
    await payment.load();
    expect(keys).toHaveLength(2);
    expect(await stripePayment(null).payment.pay(order, card)).toMatchObject({ ok: false, error: { _tag: 'StripeUnavailable' } });
    expect(seen).toEqual([]);
  });

  it('pays with a payment method id and never sends an amount', async () => {
    const stripe = fakeStripe();
    const { payment } = stripePayment(stripe);
    answers.push([200, { data: { status: 'succeeded', paymentId: 'pi_9' } }]);
    expect(await payment.pay(order, card)).toEqual({ ok: true, value: { mode: 'stripe', paymentId: 'pi_9' } });
    expect(stripe.calls).toEqual(['createPaymentMethod:card:Ana Diaz']);
    expect(seen.map((s) => [s.url, s.body, s.headers['idempotency-key']])).toEqual([
      ['/make-payment', { orderType: 'bottles', orderId: 'o-1', paymentMethodId: 'pm_1' }, 'attempt-1'],
    ]);
  });

  it('runs 3D Secure when the backend asks, then confirms the intent', async () => {
    const stripe = fakeStripe();
    const { payment } = stripePayment(stripe);
    answers.push(
      [200, { data: { status: 'requires_action', clientSecret: 'pi_1_secret' } }],
      [200, { data: { status: 'succeeded', paymentId: 'pi_1' } }],
    );
    expect(await payment.pay(order, card)).toEqual({ ok: true, value: { mode: 'stripe', paymentId: 'pi_1' } });
    expect(stripe.calls).toEqual(['createPaymentMethod:card:Ana Diaz', 'handleNextAction:pi_1_secret']);
    expect(seen.map((s) => [s.url, s.body, s.headers['idempotency-key']])).toEqual([
      ['/make-payment', { orderType: 'bottles', orderId: 'o-1', paymentMethodId: 'pm_1' }, 'attempt-1'],
      ['/make-payment', { orderType: 'bottles', orderId: 'o-1', paymentIntentId: 'pi_1' }, 'attempt-1:confirm'],
    ]);
  });

  it('does not loop when the backend still wants an action after authentication', async () => {
    const { payment } = stripePayment();
    answers.push(
      [200, { data: { status: 'requires_action', clientSecret: 's1' } }],
      [200, { data: { status: 'requires_action', clientSecret: 's2' } }],
    );
    expect(await payment.pay(order, card)).toMatchObject({ ok: false, error: { _tag: 'PaymentNotCompleted' } });
    expect(seen).toHaveLength(2);
  });

  it('returns a declined card as a value and calls no backend', async () => {
    const { payment } = stripePayment(fakeStripe({ cardError: 'Your card was declined.' }));
    expect(await payment.pay(order, card)).toEqual({
      ok: false,
      error: { _tag: 'CardError', message: 'Your card was declined.', code: 'card_declined' },
    });
    expect(seen).toEqual([]);
  });

  it('returns a failed 3D Secure challenge as a card error and does not confirm', async () => {
    const { payment } = stripePayment(fakeStripe({ actionError: 'We are unable to authenticate your payment method.' }));
    answers.push([200, { data: { status: 'requires_action', clientSecret: 's1' } }]);
    expect(await payment.pay(order, card)).toEqual({
      ok: false,
      error: { _tag: 'CardError', message: 'We are unable to authenticate your payment method.' },
    });
    expect(seen).toHaveLength(1);
  });

  it('passes a service error of the backend through (503: Stripe not configured there)', async () => {
    const { payment } = stripePayment();
    answers.push([503, { error: { code: 'stripe_not_configured', message: 'Payments are not configured' } }]);
    expect(await payment.pay(order, card)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 503 } });
  });

  it('generates an idempotency key when the caller has none', async () => {
    const { payment } = stripePayment();
    answers.push([200, { data: { status: 'succeeded', paymentId: 'pi_2' } }]);
    await payment.pay({ orderType: 'tickets', orderId: 'o-2' }, { card: { token: 'tok_visa' } });
    expect(seen[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
