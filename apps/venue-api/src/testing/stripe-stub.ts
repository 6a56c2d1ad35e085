// A local stand-in for the Stripe REST calls make-payment makes (create, read, confirm a
// PaymentIntent, and cancel one that no longer matches its order), served over real HTTP on
// 127.0.0.1 so the venue's own fetch code runs. It honours Idempotency-Key like Stripe (same key and
// body: the first answer again; same key, other body: 400), charges an intent at most once, and
// counts intents created and charges taken. Payment methods are Stripe's test ones:
// pm_card_threeDSecure2Required needs 3-D Secure, pm_card_chargeDeclined declines.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { StripeConfig } from '../orders/stripe-api';
import { signPayload } from '../orders/stripe-signature';
import { serveOnFreePort } from './serve-on-free-port';

export const STUB_SECRET_KEY = 'sk_test_stub';
export const STUB_WEBHOOK_SECRET = 'whsec_test_stub';
export const THREE_D_SECURE_CARD = 'pm_card_threeDSecure2Required';
export const DECLINED_CARD = 'pm_card_chargeDeclined';

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  amount_received: number;
}

export interface StripeStub {
  readonly origin: string;
  /** Intents created and charges taken so far. */
  readonly stats: { created: number; charges: number };
  readonly intents: ReadonlyMap<string, StubIntent>;
  /** A StripeConfig aimed at the stub (currency usd unless `currency` says otherwise). */
  config(currency?: string): StripeConfig;
  /** The guest passing 3-D Secure in the browser: a requires_action intent is charged. */
  completeAction(intentId: string): StubIntent;
  /**
   * Holds the next `count` create requests until all of them have arrived, then answers them in
   * order: the worst race, where every request claimed the order before any stored an intent.
   */
  holdCreates(count: number): void;
  /** The Idempotency-Key of every create request received. */
  readonly createKeys: readonly string[];
  /** The venue cancelling an intent in Stripe's dashboard: it can never be charged again. */
  cancel(intentId: string): void;
  close(): Promise<void>;
}

type Answer = { readonly status: number; readonly body: unknown };
const stripeError = (status: number, code: string, message: string, type = 'invalid_request_error'): Answer => ({
  status,
  body: { error: { type, code, message } },
});

export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, StubIntent>();
  const replays = new Map<string, { readonly request: string; readonly answer: Answer }>();
  const stats = { created: 0, charges: 0 };
  const createKeys: string[] = [];
  let hold: { count: number; waiting: (() => void)[] } | null = null;
  function gate(): Promise<void> {
    if (hold === null) return Promise.resolve();
    const current = hold;
    const arrived = new Promise<void>((resolve) => current.waiting.push(resolve));
    if (current.waiting.length >= current.count) {
      hold = null;
      for (const release of current.waiting) release();
    }
    return arrived;
  }

  const charge = (intent: StubIntent): void => {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    stats.charges++;
  };

  function create(form: URLSearchParams): Answer {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    if (!Number.isSafeInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(currency))
      return stripeError(400, 'parameter_invalid', 'amount and currency are required.');
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    stats.created++;
    const id = `pi_stub_${stats.created}`;
    const intent: StubIntent = {
      id,
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount,
      currency,
      client_secret: `${id}_secret_${stats.created}`,
      metadata,
      payment_method: null,
      amount_received: 0,
    };
    intents.set(id, intent);
    return { status: 200, body: { ...intent } };
  }

  function confirm(intent: StubIntent, form: URLSearchParams): Answer {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status))
      return stripeError(400, 'payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}.`);
    const method = form.get('payment_method') ?? intent.payment_method;
    if (method === null) return stripeError(400, 'payment_intent_unexpected_state', 'This PaymentIntent has no payment method.');
    intent.payment_method = method;
    if (method === DECLINED_CARD) {
      intent.status = 'requires_payment_method';
      return stripeError(402, 'card_declined', 'Your card was declined.', 'card_error');
    }
    // Every confirm with the 3-D Secure card asks for a (new) challenge; only completeAction charges it.
    if (method === THREE_D_SECURE_CARD) intent.status = 'requires_action';
    else charge(intent);
    return { status: 200, body: { ...intent } };
  }

  /** Stripe replays a POST with a known key; the same key with another request is an error. */
  async function idempotent(c: Context, work: (form: URLSearchParams) => Answer): Promise<Response> {
    const text = await c.req.text();
    const key = c.req.header('idempotency-key');
    const request = createHash('sha256').update(`${c.req.path}\n${text}`).digest('hex');
    const known = key === undefined ? undefined : replays.get(key);
    let answer: Answer;
    if (known) {
      answer =
        known.request === request
          ? known.answer
          : stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters.');
    } else {
      answer = work(new URLSearchParams(text));
      if (key !== undefined) replays.set(key, { request, answer });
    }
    return c.json(answer.body, answer.status as ContentfulStatusCode);
  }

  const app = new Hono();
  app.use('/v1/*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${STUB_SECRET_KEY}`)
      return c.json(stripeError(401, 'invalid_api_key', 'Invalid API Key.').body, 401);
    return next();
  });
  app.post('/v1/payment_intents', async (c) => {
    createKeys.push(c.req.header('idempotency-key') ?? '');
    await gate();
    return idempotent(c, create);
  });
  app.get('/v1/payment_intents/:id', (c) => {
    const intent = intents.get(c.req.param('id'));
    return intent ? c.json({ ...intent }) : c.json(stripeError(404, 'resource_missing', 'No such payment_intent.').body, 404);
  });
  app.post('/v1/payment_intents/:id/confirm', async (c) => {
    const intent = intents.get(c.req.param('id'));
    if (!intent) return c.json(stripeError(404, 'resource_missing', 'No such payment_intent.').body, 404);
    return idempotent(c, (form) => confirm(intent, form));
  });
  app.post('/v1/payment_intents/:id/cancel', async (c) => {
    const intent = intents.get(c.req.param('id'));
    if (!intent) return c.json(stripeError(404, 'resource_missing', 'No such payment_intent.').body, 404);
    return idempotent(c, () => {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return stripeError(400, 'payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}.`);
      intent.status = 'canceled';
      return { status: 200, body: { ...intent } };
    });
  });

  const served = await serveOnFreePort(app);
  return {
    origin: served.origin,
    stats,
    intents,
    createKeys,
    holdCreates(count) {
      hold = { count, waiting: [] };
    },
    config: (currency = 'usd') => ({
      secretKey: () => STUB_SECRET_KEY,
      webhookSecret: () => STUB_WEBHOOK_SECRET,
      currency: () => currency,
      apiBase: () => `${served.origin}/v1`,
      fetch: (input, init) => fetch(input, init),
    }),
    completeAction(intentId) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for 3-D Secure.`);
      charge(intent);
      return { ...intent };
    },
    cancel(intentId) {
      const intent = intents.get(intentId);
      if (!intent || intent.status === 'succeeded') throw new Error(`${intentId} cannot be cancelled.`);
      intent.status = 'canceled';
    },
    close: () => served.close(),
  };
}

/** A webhook delivery as Stripe sends it: the event's JSON and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: unknown,
  options: { readonly at: Date; readonly secret?: string; readonly id?: string },
): { readonly body: string; readonly signature: string } {
  const body = JSON.stringify({
    id: options.id ?? `evt_${type}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  });
  const timestamp = Math.floor(options.at.getTime() / 1000);
  const signature = signPayload(options.secret ?? STUB_WEBHOOK_SECRET, timestamp, new TextEncoder().encode(body)).toString('hex');
  return { body, signature: `t=${timestamp},v1=${signature}` };
}
