// The few Stripe REST calls make-payment needs, over fetch (no SDK): create a PaymentIntent, read
// one, confirm one. Stripe's own idempotency keys make a retried call safe. Stripe's answers are
// decoded like any outside input: only an intent with the fields the checks read gets through.
import { Schema } from 'effect';
import { decodeWith } from '@venue/core/shared/decode';
import { paymentRefusal, type Refusal } from '../http/refusal';

export interface StripeConfig {
  /** STRIPE_SECRET_KEY; undefined means card payments are off (503). */
  readonly secretKey: () => string | undefined;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`); undefined means the webhook answers 503. */
  readonly webhookSecret: () => string | undefined;
  /** Three-letter ISO currency, lower case (STRIPE_CURRENCY, default usd). */
  readonly currency: () => string;
  /** Stripe's REST API, `https://api.stripe.com/v1`; tests point it at src/testing/stripe-stub.ts. */
  readonly apiBase: () => string;
  readonly fetch: typeof fetch;
}

export const STRIPE_API_BASE = 'https://api.stripe.com/v1';

export const envStripeConfig: StripeConfig = {
  secretKey: () => process.env.STRIPE_SECRET_KEY || undefined,
  webhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET || undefined,
  currency: () => (process.env.STRIPE_CURRENCY || 'usd').toLowerCase(),
  apiBase: () => (process.env.STRIPE_API_BASE || STRIPE_API_BASE).replace(/\/+$/, ''),
  fetch: (input, init) => fetch(input, init),
};

export const PaymentIntent = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  client_secret: Schema.optional(Schema.NullOr(Schema.String)),
  metadata: Schema.Record(Schema.String, Schema.String),
});
export type PaymentIntent = typeof PaymentIntent.Type;

export const decodePaymentIntent = decodeWith(PaymentIntent, 'Stripe PaymentIntent');

export type StripeAnswer =
  | { readonly ok: true; readonly intent: PaymentIntent }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly code: string | undefined };

export async function stripeCall(
  config: StripeConfig,
  secretKey: string,
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
  idempotencyKey?: string,
): Promise<StripeAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${secretKey}` };
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    res = await config.fetch(`${config.apiBase()}/${path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: new URLSearchParams(form).toString() } : {}),
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      message: `Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      code: undefined,
    };
  }
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: unknown; code?: unknown } };
  if (!res.ok) {
    const { message, code } = body.error ?? {};
    return {
      ok: false,
      status: res.status,
      message: typeof message === 'string' ? message : `Stripe answered ${res.status}.`,
      code: typeof code === 'string' ? code : undefined,
    };
  }
  const intent = decodePaymentIntent(body);
  if (!intent.ok)
    return { ok: false, status: 502, message: `Stripe's answer was not a PaymentIntent (${intent.error.path}).`, code: undefined };
  return { ok: true, intent: intent.value };
}

export const intentPath = (id: string): string => `payment_intents/${encodeURIComponent(id)}`;

/** A failed call as the browser's answer: 502 when Stripe could not answer, else 402 with Stripe's code. */
export const stripeRefusal = (answer: Extract<StripeAnswer, { ok: false }>): Refusal =>
  paymentRefusal(answer.status === 0 || answer.status >= 500 ? 502 : 402, answer.code, answer.message);
