// Every route reads its body the same way, so one fault answers one code wherever it happens
// (docs/api-conventions.md): forms, orders, the chat and sign-in alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => void (api = await startTestApi()), DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const post = async (path: string, body: string) =>
  api.app().request(`/venue-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await api.signIn()}`, 'Idempotency-Key': `read-input-${path}` },
    body,
  });

const routes = [
  'oauth/token',
  'apply-job',
  'new-mailing-list',
  'tickets-group',
  'new-ticket-order',
  'confirm-food-order/order-f-1',
  'bottles-group',
  'new-reservation',
  'api/onlineGuest/newOnlineGuest',
  'api/onlineGuest/newMessage',
  'api/onlineGuest/rate',
];

describe('reading a request body', () => {
  it.each(routes)('POST %s answers a body that is not JSON with 400 malformed_json', async (path) => {
    const res = await post(path, '{"oops":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'malformed_json', message: 'The request body is not valid JSON.' } });
  });

  it.each(routes.filter((path) => !path.startsWith('confirm-')))(
    'POST %s answers a body that is not an object with 422 invalid_input naming `body`',
    async (path) => {
      const res = await post(path, '"text"');
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_input', field: 'body', message: expect.stringMatching(/^body: /) },
      });
    },
  );

  it('answers a body past the size limit with 413 too_large', async () => {
    const res = await post('submit-contact', JSON.stringify({ padding: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'too_large' } });
  });
});
