// Budgets per client address, attacked over a real socket as a script from one machine would:
// failed sign-ins and staff logins are cut off, writes past the budget get 429 with Retry-After,
// a guest's good sign-ins never count, and the server's requests to itself are never limited.
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClient } from '../config/demo-client';
import { serveOnFreePort, type ServedApp } from '../testing/serve-on-free-port';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { budgetOf, rateBudgets, rateLimits } from './rate-limits';

let api: TestApi;
let server: ServedApp;
beforeAll(async () => {
  api = await startTestApi();
  server = await serveOnFreePort(api.app());
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  await api.db.close();
});

const signIn = (password: string) =>
  fetch(`${server.origin}/venue-api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...demoClient,
      client_id: demoClient.clientId,
      client_secret: demoClient.clientSecret,
      grant_type: 'password',
      password,
    }),
  });

const staffLogin = (password: string) =>
  fetch(`${server.origin}/venue-api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password }),
    redirect: 'manual',
  });

async function statuses(count: number, send: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await send()).status);
  return seen;
}

describe('rate limits', () => {
  it('counts only failed sign-ins, and refuses every sign-in once the address has failed too often', async () => {
    expect(new Set(await statuses(30, () => signIn(demoClient.password)))).toEqual(new Set([200]));
    const failed = await statuses(rateBudgets.failedSignIns.points, () => signIn('wrong'));
    expect(failed.every((s) => s === 400 || s === 401)).toBe(true);
    const refused = await signIn('wrong');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await signIn(demoClient.password)).status).toBe(429);
  });

  it('slows down staff password guessing', async () => {
    const failed = await statuses(rateBudgets.failedStaffLogins.points, () => staffLogin('guess'));
    expect(new Set(failed)).toEqual(new Set([401]));
    expect((await staffLogin('guess')).status).toBe(429);
    expect((await staffLogin('demo-staff')).status).toBe(429);
  });

  it('answers 429 with Retry-After past the write budget, whatever the token', async () => {
    const contact = () =>
      fetch(`${server.origin}/venue-api/submit-contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const within = await statuses(rateBudgets.writes.points, contact);
    expect(within).not.toContain(429);
    const past = await contact();
    expect(past.status).toBe(429);
    expect(Number(past.headers.get('retry-after'))).toBeLessThanOrEqual(rateBudgets.writes.seconds);
  });

  it("never limits the server's own requests (server rendering)", async () => {
    const inProcess = await statuses(rateBudgets.writes.points + 10, () =>
      Promise.resolve(api.app().request('/venue-api/submit-contact', { method: 'POST', body: '{}' })),
    );
    expect(inProcess).not.toContain(429);
  });

  it('keeps limiting from memory when the PostgreSQL server keeping the budgets does not answer', async () => {
    // A pool to a port nobody listens on: every query of the server store fails.
    const unreachable = new pg.Pool({ connectionString: 'postgres://venue@127.0.0.1:1/venue', connectionTimeoutMillis: 1_000 });
    const app = new Hono();
    app.use('*', rateLimits({ trustProxy: false, enabled: true, pool: unreachable }));
    app.post('/venue-api/staff/login', (c) => c.text('wrong password', 401));
    const lonely = await serveOnFreePort(app);
    try {
      const login = () => fetch(`${lonely.origin}/venue-api/staff/login`, { method: 'POST' });
      expect(new Set(await statuses(rateBudgets.failedStaffLogins.points, login))).toEqual(new Set([401]));
      expect((await login()).status).toBe(429);
    } finally {
      await lonely.close();
      await unreachable.end();
    }
  });

  it('puts each write in its budget and leaves reads and the staff page alone', () => {
    expect(budgetOf('GET', '/venue-api/events')).toBeNull();
    expect(budgetOf('POST', '/venue-api/new-ticket-order')).toBe('writes');
    expect(budgetOf('PUT', '/venue-api/reservation/r1')).toBe('writes');
    expect(budgetOf('POST', '/venue-api/make-test-payment')).toBe('payments');
    expect(budgetOf('POST', '/venue-api/api/onlineGuest/newMessage')).toBe('uploads');
    expect(budgetOf('POST', '/venue-api/api/onlineGuest/rate')).toBe('chatMessages');
    expect(budgetOf('POST', '/venue-api/api/talents/new-talent')).toBe('uploads');
    expect(budgetOf('POST', '/venue-api/staff/login')).toBe('failedStaffLogins');
    expect(budgetOf('POST', '/venue-api/staff/conversations/h1/reply')).toBeNull();
  });
});
