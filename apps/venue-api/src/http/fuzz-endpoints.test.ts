// Every endpoint of the real app against bad input (docs/backend.md#bad-input): the API token is public,
// so anyone can send anything. Never a 500 nor an unhandled error in the log, every refusal in the
// error shape of docs/api-conventions.md, and the server still answers afterwards.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { brokenJson, deeplyNested, honestRequests, hugeQuery, jsonBodyText, nastyString, pathId, spoiled } from '../testing/fuzz-inputs';
import { csrfTokenOf } from '../staff/staff-csrf';
import { staffOrigin, staffTestClient } from '../testing/staff-test-client';
import { apiRoutes, type ApiRoute } from '../testing/api-routes';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { FORM_BODY_LIMIT } from './read-input';

type Route = ApiRoute;

let api: TestApi;
let token: string;
let routes: readonly Route[];
let consoleError: MockInstance<typeof console.error>;

beforeAll(async () => {
  api = await startTestApi({ rateLimits: false });
  token = await api.signIn();
  routes = apiRoutes(api.app());
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  consoleError.mockRestore();
  await api.db.close();
});

const isStaffPage = (route: Route) => route.path.startsWith('/venue-api/staff') && !route.path.startsWith('/venue-api/staff-availability');
/** The pages a mailed link opens (confirm a sign-up, unsubscribe): for people, like the staff page. */
const isMailedLinkPage = (route: Route) => route.path.startsWith('/venue-api/mailing-list/');
const withBody = (route: Route) => route.method === 'POST' || route.method === 'PUT';

/** The route's path with every `:param` filled with `ids` in turn. */
const fill = (route: Route, ids: readonly string[]) => {
  let i = 0;
  return route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(ids[i++ % ids.length] ?? 'x'));
};

async function send(
  route: Route,
  url: string,
  init: { body?: string | FormData; contentType?: string; idempotencyKey?: string | undefined } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, origin: staffOrigin };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
  // A fresh staff session each time: one fuzzed request may be the logout.
  // With its form token in the header, so the fuzzed fields reach the staff handlers (staff/staff-csrf.ts).
  if (isStaffPage(route)) {
    headers.cookie = await staffTestClient(api).signIn();
    headers['x-csrf-token'] = csrfTokenOf(headers.cookie.split('=')[1] ?? '');
  }
  const res = await api
    .app()
    .request(`${staffOrigin}${url}`, { method: route.method, headers, body: withBody(route) ? (init.body ?? null) : null });
  await expectSoundAnswer(route, url, res);
}

/** What every answer must be, whatever was sent. */
async function expectSoundAnswer(route: Route, url: string, res: Response) {
  const what = `${route.method} ${url.slice(0, 200)}`;
  const text = await res.text();
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 300)}`).not.toBe(500);
  expect(consoleError, `${what} logged an error`).not.toHaveBeenCalled();
  // An id like `..` takes the address out of the API (to the site, not mounted here): not an API answer.
  if (res.status < 400 || !new URL(url, staffOrigin).pathname.startsWith('/venue-api/')) return;
  // The staff page is for people posting HTML forms: its refusals are pages or one plain sentence, not API errors.
  if ((isStaffPage(route) || isMailedLinkPage(route)) && /^text\/(html|plain)/.test(res.headers.get('content-type') ?? '')) return;
  expect(res.headers.get('content-type'), what).toContain('application/json');
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, `${what}: ${text.slice(0, 300)}`).toBe('string');
  expect(typeof body.error?.message, `${what}: ${text.slice(0, 300)}`).toBe('string');
}

const idempotencyKey = fc.option(
  fc.oneof(
    fc.uuid(),
    nastyString.filter((s) => /^[\x21-\x7e]*$/.test(s)),
  ),
  { nil: undefined },
);
const ids = fc.array(pathId, { minLength: 1, maxLength: 3 });
const FUZZ_TIMEOUT_MS = 120_000;

describe('every endpoint against bad input', () => {
  it('finds the endpoints of the real app', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toContainEqual({ method: 'POST', path: '/venue-api/api/onlineGuest/newMessage' });
  });

  it(
    'answers generated JSON bodies and ids without failing',
    async () => {
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(ids, jsonBodyText, idempotencyKey, async (pathIds, body, key) => {
            await send(route, fill(route, pathIds), { body, contentType: 'application/json', idempotencyKey: key });
          }),
          { numRuns: withBody(route) ? 30 : 8 },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers the web app’s own bodies with one field spoiled',
    async () => {
      const pact = JSON.parse(
        readFileSync(new URL('../../../../contracts/venue-web-venue-api.json', import.meta.url), 'utf8'),
      ) as Parameters<typeof honestRequests>[0];
      const honest = honestRequests(pact);
      expect(honest.length).toBeGreaterThan(20);
      for (const request of honest) {
        const route = { method: request.method, path: request.path };
        await fc.assert(
          fc.asyncProperty(spoiled(request.body), idempotencyKey, async (body, key) =>
            send(route, request.path, { body, contentType: 'application/json', idempotencyKey: key ?? 'fuzz-spoiled' }),
          ),
          { numRuns: 40 },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers broken JSON, wrong content types, empty, huge and deeply nested bodies',
    async () => {
      const fixed: readonly { body: string; contentType?: string }[] = [
        { body: '', contentType: 'application/json' },
        { body: '' },
        { body: '{"name":"x"}', contentType: 'text/plain' },
        { body: '{"name":"x"}', contentType: 'application/x-www-form-urlencoded' },
        { body: 'name=x&__proto__[polluted]=1', contentType: 'application/x-www-form-urlencoded' },
        { body: '{"name":"x"}', contentType: 'multipart/form-data; boundary=nope' },
        { body: deeplyNested(1_500, 'array'), contentType: 'application/json' },
        { body: deeplyNested(1_500, 'object'), contentType: 'application/json' },
        { body: deeplyNested(30_000, 'array'), contentType: 'application/json' },
        { body: deeplyNested(10_000, 'object'), contentType: 'application/json' },
        {
          body: JSON.stringify({ name: 'é\u0000'.repeat((FORM_BODY_LIMIT - 200) / 8), message: '\ud800' }),
          contentType: 'application/json',
        },
        { body: 'x'.repeat(FORM_BODY_LIMIT + 10), contentType: 'application/json' },
      ];
      for (const route of routes.filter(withBody)) {
        const url = fill(route, ['velvet-room']);
        for (const input of fixed) await send(route, url, { ...input, idempotencyKey: 'fuzz-fixed' });
        await fc.assert(
          fc.asyncProperty(brokenJson, async (body) =>
            send(route, url, { body, contentType: 'application/json', idempotencyKey: 'fuzz-broken' }),
          ),
          { numRuns: 3 },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers broken multipart bodies on the chat upload',
    async () => {
      const route = { method: 'POST', path: '/venue-api/api/onlineGuest/newMessage' };
      const boundary = 'fuzzboundary';
      const parts = fc.oneof(
        fc.constant(`--${boundary}\r\nContent-Disposition: form-data; name="hash"\r\n\r\nabc`),
        fc.constant(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--`,
        ),
        fc.constant(`--other\r\n\r\n--${boundary}--`),
        nastyString.map((s) => `--${boundary}\r\nContent-Disposition: form-data; name="${s}"\r\n\r\n${s}\r\n--${boundary}--\r\n`),
      );
      await fc.assert(
        fc.asyncProperty(parts, fc.constantFrom(boundary, '', 'x'.repeat(80)), async (body, declared) =>
          send(route, route.path, { body, contentType: `multipart/form-data; boundary=${declared}` }),
        ),
        { numRuns: 30 },
      );
      const form = new FormData();
      form.set('hash', '__proto__');
      form.set('message', '\u0000'.repeat(100));
      form.set('file', new File([new Uint8Array([0, 1, 2])], '../../\u0000.svg', { type: 'image/svg+xml' }));
      await send(route, route.path, { body: form });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers huge and odd query strings on every endpoint',
    async () => {
      const query = hugeQuery(32_000);
      for (const route of routes) {
        await send(route, `${fill(route, ['1'])}?${query}`, { body: '{}', contentType: 'application/json', idempotencyKey: 'fuzz-query' });
      }
      const params = fc.dictionary(nastyString, nastyString, { maxKeys: 5 });
      const reads = routes.filter((r) => r.method === 'GET');
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...reads), ids, params, async (route, pathIds, query) =>
          send(route, `${fill(route, pathIds)}?${new URLSearchParams(query).toString()}`),
        ),
        { numRuns: 60 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  // Found by the fuzzer: the database's JSON holds no NUL and no half of a surrogate pair, so
  // either in any stored text was a 500.
  it.each([
    ['a NUL character', '<\u0000script>'],
    ['half of a surrogate pair', 'Ada \ud800'],
  ])('refuses %s in a form field as invalid input', async (_, clientName) => {
    const res = await api.app().request('/venue-api/submit-contact', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        clientEmail: 'x@example.com',
        clientName,
        clientPhoneNumber: null,
        message: 'Hi',
        subject: 'Hello',
      }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field: 'clientName' } });
  });

  it('still answers health and a normal read afterwards', async () => {
    expect((await api.app().request('/venue-api/health')).status).toBe(200);
    const read = await api.get('general-info');
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data?: unknown }).data).toBeDefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
