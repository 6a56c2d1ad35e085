// The few Stripe REST calls make-payment needs, over fetch (no SDK): create-and-confirm a
// PaymentIntent, read one, confirm one. Stripe's own idempotency keys make a retried call safe.
export interface StripeConfig {
  /** STRIPE_SECRET_KEY; undefined means card payments are off (503). */
  readonly secretKey: () => string | undefined;
  /** Three-letter ISO currency, lower case (STRIPE_CURRENCY, default usd). */
  readonly currency: () => string;
  readonly fetch: typeof fetch;
}

export const envStripeConfig: StripeConfig = {
  secretKey: () => process.env.STRIPE_SECRET_KEY || undefined,
  currency: () => (process.env.STRIPE_CURRENCY || 'usd').toLowerCase(),
  fetch: (input, init) => fetch(input, init),
};

export interface PaymentIntent {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
  readonly client_secret: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export type StripeAnswer =
  | { readonly ok: true; readonly intent: PaymentIntent }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly code: string | undefined };

const API = 'https://api.stripe.com/v1';

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
    res = await config.fetch(`${API}/${path}`, {
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
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string; code?: string } } & Partial<PaymentIntent>;
  if (!res.ok || typeof body.id !== 'string') {
    return { ok: false, status: res.status, message: body.error?.message ?? `Stripe answered ${res.status}.`, code: body.error?.code };
  }
  return { ok: true, intent: body as PaymentIntent };
}
