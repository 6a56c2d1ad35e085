// Every route's path and query parameters against text that is not text (docs/backend.md#bad-input):
// broken percent-escapes, NUL and other control characters, bytes that are not UTF-8, very long
// segments, on every API route of the real app and every page path of the site. Never a 500 nor an
// error in the log; the API refuses in its error shape, before any handler or query runs.
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { routes as pageRoutes } from '@venue/core/routing/routes';
import { embeddedSiteOptions, fakeWebRoot } from '../testing/fake-web-root';
import { apiRoutes, type ApiRoute } from '../testing/api-routes';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { createApp } from './app';
import { MAX_PATH_SEGMENT } from './path-guard';
import { renderedSite } from './render-site';
import { mountSite } from './site';

type Route = ApiRoute;

let api: TestApi;
let app: Hono;
let token: string;
let routes: readonly Route[];
let consoleError: MockInstance<typeof console.error>;

beforeAll(async () => {
  api = await startTestApi({ rateLimits: false });
  token = await api.signIn();
  app = createApp({ api: api.context(), webRoot: await fakeWebRoot(), rateLimits: { trustProxy: false, enabled: false } });
  const seen = new Set<string>();
  const sitePages = [...pageRoutes.map((r) => r.pattern), '/assets/:file', '/:file'].map((path) => ({ method: 'GET', path }));
  routes = [...apiRoutes(app), ...sitePages].filter(
    (r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)),
  );
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  consoleError.mockRestore();
  await api.db.close();
});

/** Path segments as sent on the wire, escapes and all: most are not valid text. */
const brokenSegment = fc.oneof(
  fc.constantFrom('%', '%Z', '%ZZ', '%ff%fe', '%c3%28', '%ed%a0%80', '%e0%80%af', '%00', 'a%00b', '%01', '%0a', '%7f', '%1b[31m'),
  fc.constant('x'.repeat(MAX_PATH_SEGMENT + 1)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('%', '%00', '%G1', '%e2%82'))
    .map(([text, broken]) => `${encodeURIComponent(text)}${broken}`),
);
const rawQuery = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('page', 'ref', 'PID'), brokenSegment), brokenSegment), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const fill = (route: Route, segments: readonly string[]) => {
  let i = 0;
  return route.path.replace(/:[A-Za-z]+/g, () => segments[i++ % segments.length] ?? 'x');
};

async function expectSoundAnswer(route: Route, url: string): Promise<Response> {
  const isApi = url.startsWith('/venue-api/');
  const write = route.method === 'POST' || route.method === 'PUT';
  const res = await app.request(`http://localhost${url}`, {
    method: route.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'fuzz-path' },
    body: write ? '{}' : null,
  });
  const what = `${route.method} ${url.slice(0, 200)}`;
  const text = await res.text();
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 300)}`).not.toBe(500);
  expect(consoleError, `${what} logged an error`).not.toHaveBeenCalled();
  if (isApi && res.status >= 400 && !/^text\/(html|plain)/.test(res.headers.get('content-type') ?? '')) {
    const body = JSON.parse(text) as { error?: { code?: unknown } };
    expect(typeof body.error?.code, what).toBe('string');
  }
  return res;
}

describe('every path and query parameter against text that is not text', () => {
  it('finds the API routes and the site pages', () => {
    expect(routes.filter((r) => r.path.startsWith('/venue-api/')).length).toBeGreaterThan(90);
    expect(routes).toContainEqual({ method: 'GET', path: '/event-details/:eventId' });
  });

  it('answers broken path parameters and queries on every route without failing', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.array(brokenSegment, { minLength: 1, maxLength: 3 }), rawQuery, async (segments, query) => {
          await expectSoundAnswer(route, `${fill(route, segments)}${query === '' ? '' : `?${query}`}`);
        }),
        { numRuns: 6 },
      );
    }
  }, 120_000);

  // Found by a URL fuzzer (issue 27): a URIError, or the database refusing a NUL, answered 500.
  it.each(['/assets/%ZZ', '/assets/%', '/assets/%ff%fe', '/%E0%A4%A', '/events/%00', '/view/a%01b'])('answers %s 404', async (path) => {
    expect((await expectSoundAnswer({ method: 'GET', path }, path)).status).toBe(404);
  });

  it('answers them 404 on the site alone too, where no guard stands in front (site-alone/site-app.ts)', async () => {
    const webRoot = await fakeWebRoot();
    const site = new Hono();
    renderedSite(webRoot, embeddedSiteOptions()).mount(site);
    mountSite(site, webRoot);
    for (const path of ['/assets/%ZZ', '/assets/%', '/%ff%fe', '/events/%00', '/view/a%01b'])
      expect((await site.request(path)).status, path).toBe(404);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    'media/%00',
    'invoices/pdf/%00',
    'multiEmailCampain/%00',
    'event-info/%00',
    'ticket-order/%00',
    'review/event/%00',
    'api/ticketBooking/getBooking/a%00',
    'event-info/%ZZ',
    `event-info/${'x'.repeat(MAX_PATH_SEGMENT + 1)}`,
  ])('refuses %s as not found, before any query', async (path) => {
    const res = await expectSoundAnswer({ method: 'GET', path }, `/venue-api/${path}`);
    expect(res.status).toBe(404);
  });

  it('refuses a control character in a query parameter as invalid input naming it', async () => {
    const res = await app.request('http://localhost/venue-api/event-info/x?page=1%00', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field: 'query.page' } });
  });
});
