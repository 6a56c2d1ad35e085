// Test helper: signed-in JSON calls against a startTestApi() app.
import type { TestApi } from './test-api';

export interface OrderTestClient {
  post(path: string, body: unknown, key?: string | null): Promise<Response>;
  get(path: string): Promise<Response>;
  json<T = Record<string, unknown>>(res: Response): Promise<T>;
}

let counter = 0;

export function orderTestClient(api: TestApi, app = api.app()): OrderTestClient {
  let token: string | undefined;
  const auth = async () => ({ authorization: `Bearer ${(token ??= await api.signIn())}` });
  return {
    async post(path, body, key) {
      const idempotency = key === null ? {} : { 'Idempotency-Key': key ?? `test-key-${++counter}` };
      return app.request(`/venue-api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await auth()), ...idempotency },
        body: JSON.stringify(body),
      });
    },
    async get(path) {
      return app.request(`/venue-api/${path}`, { headers: await auth() });
    },
    json: async <T>(res: Response) => (await res.json()) as T,
  };
}
