// The set-up of a test file that pays through the local Stripe stub: a test API with its order client and a
// Stripe stub, started before the file's tests and closed after them. With `env`, make-payment and the webhook
// are configured from the environment (as in production) and aimed at the stub.
import { afterAll, beforeAll, vi } from 'vitest';
import { orderTestClient, type OrderTestClient } from './order-test-client';
import { startStripeStub, STUB_SECRET_KEY, STUB_WEBHOOK_SECRET, type StripeStub } from './stripe-stub';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from './test-api';

export interface StripeTestApi {
  readonly api: TestApi;
  readonly client: OrderTestClient;
  readonly stripe: StripeStub;
}

/** Registers the file's beforeAll and afterAll; `started` gets the API, client and stub once they run. */
export function useStripeTestApi(started: (started: StripeTestApi) => void, { env = false }: { readonly env?: boolean } = {}): void {
  let current: StripeTestApi | undefined;
  beforeAll(async () => {
    const api = await startTestApi();
    const stripe = await startStripeStub();
    current = { api, client: orderTestClient(api), stripe };
    if (env) {
      vi.stubEnv('STRIPE_SECRET_KEY', STUB_SECRET_KEY);
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', STUB_WEBHOOK_SECRET);
      vi.stubEnv('STRIPE_API_BASE', `${stripe.origin}/v1`);
      vi.stubEnv('STRIPE_CURRENCY', 'usd');
    }
    started(current);
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    if (env) vi.unstubAllEnvs();
    await current?.stripe.close();
    await current?.api.db.close();
  });
}
