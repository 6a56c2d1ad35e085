// Calls to the embedded backend from a browser test, signed in as the site's demo service client
// (docs/backend.md): to create the orders a page works on and to check what the backend stored.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiPath } from './servers';

const tokens = new WeakMap<APIRequestContext, string>();

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  let token = tokens.get(request);
  if (token === undefined) {
    const res = await request.post(apiPath('oauth/token'), {
      data: {
        client_id: 'venue-web',
        client_secret: 'demo-secret',
        username: 'website',
        password: 'demo-password',
        grant_type: 'password',
      },
    });
    expect(res.status()).toBe(200);
    token = ((await res.json()) as { access_token: string }).access_token;
    tokens.set(request, token);
  }
  return { authorization: `Bearer ${token}` };
}

export async function apiPost(
  request: APIRequestContext,
  path: string,
  body: unknown,
  // Random, not a clock and a counter: two workers calling in the same millisecond sent the same key, and the
  // backend refused the second body as a reuse of the first (422 idempotency_key_reused).
  idempotencyKey = `e2e-${randomUUID()}`,
): Promise<APIResponse> {
  return request.post(apiPath(path), { data: body, headers: { ...(await bearer(request)), 'Idempotency-Key': idempotencyKey } });
}

export async function apiPut(request: APIRequestContext, path: string, body: unknown): Promise<APIResponse> {
  return request.put(apiPath(path), { data: body, headers: await bearer(request) });
}

/** A signed-in GET whatever it answers: for the refusals. */
export async function apiGetResponse(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(apiPath(path), { headers: await bearer(request) });
}

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await apiGetResponse(request, path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

export interface StoredOrder {
  readonly orderId: string;
  readonly status: string;
  readonly total: number;
  readonly amountDue: number;
  readonly paidAt: string | null;
  readonly invoice: string | null;
}

/** A $60 gift card order, as the gift card page would create it. */
export async function newGiftCardOrder(request: APIRequestContext): Promise<string> {
  const res = await apiPost(request, 'submit-gift-card', {
    amount: 60,
    senderName: 'Dana Guest',
    senderEmail: 'dana@example.com',
    recipientName: 'Rory Friend',
    recipientEmail: 'rory@example.com',
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}

export const giftCardOrder = async (request: APIRequestContext, orderId: string): Promise<StoredOrder> =>
  (await apiGet<{ data: StoredOrder }>(request, `gift-card/${encodeURIComponent(orderId)}`)).data;
