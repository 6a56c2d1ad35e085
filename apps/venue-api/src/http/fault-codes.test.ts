// One code per fault, the same on every endpoint (docs/api-conventions.md): a body that is not JSON is
// 400 `malformed_json`, JSON of the wrong shape 422 `invalid_input` naming `body`, an unknown id in the
// path 404 `not_found`, and an id in the body that names nothing 404 `not_found` naming its field.
// The routes come from the real app and the bodies from the web app's own pact. Last, with the database
// closed under the app: every route answers 503 `unavailable` (docs/backend.md#when-the-database-goes-away).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { honestRequests, type HonestRequest } from '../testing/fuzz-inputs';
import { apiRoutes, type ApiRoute } from '../testing/api-routes';
import { demoSignIn } from '../testing/demo-sign-in';
import { staffOrigin, staffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { OUTAGE_RETRY_AFTER_SECONDS } from './database-outage';

type Route = ApiRoute;

let api: TestApi;
let token: string;
let routes: readonly Route[];
let honest: readonly HonestRequest[];

beforeAll(async () => {
  api = await startTestApi({ rateLimits: false });
  token = await api.signIn();
  // The staff page and the pages mailed links open answer people with pages; Stripe's webhook checks its signature before anything.
  routes = apiRoutes(api.app()).filter(
    (r) =>
      !r.path.startsWith('/venue-api/staff/') &&
      !r.path.startsWith('/venue-api/mailing-list/') &&
      r.path !== '/venue-api/staff' &&
      r.path !== '/venue-api/stripe/webhook',
  );
  const pact = JSON.parse(readFileSync(new URL('../../../../contracts/venue-web-venue-api.json', import.meta.url), 'utf8')) as Parameters<
    typeof honestRequests
  >[0];
  honest = honestRequests(pact);
}, DB_START_TIMEOUT_MS);
// The last test closed it already.
afterAll(() => api.db.close().catch(() => undefined));

let keys = 0;
async function send(method: string, path: string, body: string | null) {
  const res = await api.app().request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `fault-codes-${(keys += 1)}` },
    body,
  });
  const text = await res.text();
  return {
    status: res.status,
    error: (text === '' ? {} : (JSON.parse(text) as { error?: { code?: string; field?: string } })).error,
    text,
  };
}

// make-payment answers 503 payments_not_configured before reading anything while Stripe is not set up.
const writes = () => routes.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.path !== '/venue-api/make-payment');
/** A number in the path that is not one (a page) is invalid input naming it, not an unknown id. */
const namesItsParameter = (route: Route, field: string | undefined) => field !== undefined && route.path.includes(`/:${field}`);
const filled = (route: Route) => route.path.replace(/:[A-Za-z]+/g, 'no-such-id');

/** The web app's own body for this path, with `change` applied. */
function honestBody(path: string, change: (body: Record<string, unknown>) => Record<string, unknown>): string {
  const request = honest.find((r) => r.path === `/venue-api/${path}`);
  if (!request) throw new Error(`No pact body for ${path}`);
  return JSON.stringify(change(structuredClone(request.body) as Record<string, unknown>));
}

describe('one code per fault on every endpoint', () => {
  it('answers a body that is not JSON with 400 malformed_json, on every write', async () => {
    expect(writes().length).toBeGreaterThan(30);
    const wrong = [];
    for (const route of writes()) {
      const { status, error, text } = await send(route.method, filled(route), '{"a":');
      if (status !== 400 || error?.code !== 'malformed_json') wrong.push(`${route.method} ${route.path}: ${status} ${text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers JSON that is not an object with 422 invalid_input naming body, on every write', async () => {
    const wrong = [];
    for (const route of writes()) {
      const { status, error, text } = await send(route.method, filled(route), '[]');
      if (status !== 422 || error?.code !== 'invalid_input' || error.field !== 'body')
        wrong.push(`${route.method} ${route.path}: ${status} ${text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an unknown id in the path with 404 not_found, on every read that takes one', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && r.path.includes('/:'));
    expect(reads.length).toBeGreaterThan(20);
    const wrong = [];
    for (const route of reads) {
      const { status, error, text } = await send('GET', filled(route), null);
      const invalidParameter = status === 422 && error?.code === 'invalid_input' && namesItsParameter(route, error.field);
      if ((status !== 404 || error?.code !== 'not_found') && !invalidParameter)
        wrong.push(`GET ${route.path}: ${status} ${text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  // Issue 27: new-ticket-order with an unknown eventId answered 422.
  it.each([
    ['new-ticket-order', 'eventId', (b: Record<string, unknown>) => ({ ...b, eventId: 'no-such-event' })],
    ['api/ticketBooking/addBooking', 'eventId', (b: Record<string, unknown>) => ({ ...b, eventId: 'no-such-event' })],
    ['tickets-group', 'eventId', (b: Record<string, unknown>) => ({ ...b, eventId: 'no-such-event' })],
    ['new-food-order', 'items[0].itemId', (b: Record<string, unknown>) => ({ ...b, items: [{ itemId: 'no-such-dish', quantity: 1 }] })],
    ['food-items-group', 'items[0].itemId', (b: Record<string, unknown>) => ({ ...b, items: [{ itemId: 'no-such-dish', quantity: 1 }] })],
    ['attendee-info', 'orderId', (b: Record<string, unknown>) => ({ ...b, orderId: 'no-such-order' })],
    ['api/ticketBooking/editAttendeeGroup', 'orderId', (b: Record<string, unknown>) => ({ ...b, orderId: 'no-such-order' })],
    ['make-test-payment', 'orderId', (b: Record<string, unknown>) => ({ ...b, orderId: 'no-such-order' })],
    ['api/onlineGuest/rate', 'hash', (b: Record<string, unknown>) => ({ ...b, hash: 'no-such-guest' })],
    ['new-review-comment', 'id', (b: Record<string, unknown>) => ({ ...b, id: 'no-such-event' })],
    ['api/reviews/new-review-comment', 'id', (b: Record<string, unknown>) => ({ ...b, id: 'no-such-event' })],
  ])('answers POST %s with an unknown %s as 404 not_found naming the field', async (path, field, change) => {
    const { status, error, text } = await send('POST', `/venue-api/${path}`, honestBody(path, change));
    expect([status, error?.code, error?.field], text.slice(0, 300)).toEqual([404, 'not_found', field]);
  });

  it('answers a chat message to an unknown conversation as 404 not_found naming hash', async () => {
    const body = JSON.stringify({ hash: 'no-such-guest', type: 'text', message: 'Hello?' });
    const { status, error } = await send('POST', '/venue-api/api/onlineGuest/newMessage', body);
    expect([status, error?.code, error?.field]).toEqual([404, 'not_found', 'hash']);
  });

  it('keeps the honest bodies valid: each answers 200 as it is', async () => {
    for (const path of ['new-ticket-order', 'food-items-group', 'new-review-comment']) {
      const { status, text } = await send(
        'POST',
        `/venue-api/${path}`,
        honestBody(path, (b) => b),
      );
      expect(status, `${path}: ${text.slice(0, 300)}`).toBe(200);
    }
  });
});

/**
 * Routes that answer without the database: health, files on disk (pictures, uploads, chat files), the door's
 * bundled scripts, and Stripe's webhook, which answers first that Stripe is not set up here.
 */
const needNoDatabase = new Set([
  'GET /venue-api/health',
  'GET /venue-api/pictures/:hash/:file',
  'GET /venue-api/media/uploads/:name',
  'GET /venue-api/media/chat/:name',
  'GET /venue-api/staff/door.js',
  'GET /venue-api/staff/door-worker.js',
  'POST /venue-api/stripe/webhook',
]);

/** A request as the site or the staff page sends it: signed in, with a body each route reads past its checks. */
function requestOf(route: ApiRoute, staffCookie: string): RequestInit {
  const headers = { authorization: `Bearer ${token}`, cookie: staffCookie, origin: staffOrigin, 'idempotency-key': `outage-${route.path}` };
  if (route.method === 'GET') return { method: 'GET', headers };
  if (route.path === '/venue-api/oauth/token') return demoSignIn;
  if (route.path.startsWith('/venue-api/staff'))
    return { method: route.method, headers, body: new URLSearchParams({ password: 'demo-staff', csrf: 'x' }) };
  return { method: route.method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
}

// Last in the file: it closes the database under the app.
describe('every endpoint while the database cannot be reached', () => {
  it('answers 503 unavailable with Retry-After, and the log says it once', async () => {
    const staffCookie = await staffTestClient(api).signIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await api.db.close();
      const all = apiRoutes(api.app()).filter((r) => !needNoDatabase.has(`${r.method} ${r.path}`));
      expect(all.length).toBeGreaterThan(60);
      const wrong = [];
      for (const route of all) {
        const res = await api.app().request(`${staffOrigin}${filled(route)}`, requestOf(route, staffCookie));
        const text = await res.text();
        const code = res.status === 503 ? (JSON.parse(text) as { error?: { code?: string } }).error?.code : undefined;
        if (res.status !== 503 || code !== 'unavailable' || res.headers.get('retry-after') !== String(OUTAGE_RETRY_AFTER_SECONDS))
          wrong.push(`${route.method} ${route.path}: ${res.status} ${text.slice(0, 100)}`);
      }
      expect(wrong).toEqual([]);
      const said = errors.mock.calls.map((call) => call.map(String).join(' '));
      expect(said.filter((line) => line.startsWith('The embedded database cannot be reached'))).toHaveLength(1);
      expect(said.filter((line) => !line.startsWith('The embedded database cannot be reached'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
