// What two backend instances on one PostgreSQL server share (docs/backend.md#several-instances), each
// with its own database handle as two processes would have: a staff session opened on one holds on the
// other, failed staff logins spend from one budget, and a content change made through one drops the
// other's cached content reads and server-rendered pages (heard over NOTIFY).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostgresDatabase } from '../db/postgres.database';
import { renderedSite } from '../http/render-site';
import { rateBudgets } from '../http/rate-limits';
import { embeddedSiteOptions, fakeWebRoot } from '../testing/fake-web-root';
import { serveOnFreePort, type ServedApp } from '../testing/serve-on-free-port';
import { staffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTwoTestApis, type TestApi } from '../testing/test-api';
import { testDatabaseKind } from '../testing/test-database';
import { Hono } from 'hono';

describe.runIf(testDatabaseKind() === 'postgres')('two instances on one PostgreSQL database', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    ({ a, b, handles } = await startTwoTestApis());
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(handles.map((db) => db.close()));
  });

  /** Resolves once `db` has heard of a change made elsewhere (NOTIFY arrives on its own connection). */
  const heardChange = async (db: PostgresDatabase, before: number) => {
    await vi.waitFor(() => expect(db.contentVersion()).toBeGreaterThan(before), { timeout: 10_000, interval: 20 });
  };

  it('share staff sessions: signed in on one, signed in on the other; signed out on one, out on both', async () => {
    const cookie = await staffTestClient(a).signIn();
    const onB = staffTestClient(b);
    expect((await onB.request('staff', { headers: { cookie } })).status).toBe(200);
    await onB.postForm(cookie, 'staff/logout', {});
    expect((await staffTestClient(a).request('staff', { headers: { cookie } })).status).toBe(401);
  });

  it('spend failed staff logins from one budget per address', async () => {
    const served: ServedApp[] = await Promise.all([serveOnFreePort(a.app()), serveOnFreePort(b.app())]);
    try {
      const login = (server: ServedApp) =>
        fetch(`${server.origin}/venue-api/staff/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ password: 'wrong' }),
          redirect: 'manual',
        }).then((res) => res.status);
      const budget = rateBudgets.failedStaffLogins.points;
      const seen: number[] = [];
      // Alternating instances: each alone would allow the whole budget.
      for (let i = 0; i < budget; i += 1) seen.push(await login(served[i % 2] as ServedApp));
      expect(new Set(seen)).toEqual(new Set([401]));
      expect(await login(served[0] as ServedApp)).toBe(429);
      expect(await login(served[1] as ServedApp)).toBe(429);
    } finally {
      await Promise.all(served.map((s) => s.close()));
    }
  });

  it("drop the other instance's cached content reads when one changes content", async () => {
    const token = await b.signIn();
    const questions = async () => {
      const res = await b.app().request('/venue-api/faq-items', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { question: string }[] }).data.map((f) => f.question);
    };
    const before = await questions();
    expect(await questions()).toEqual(before);
    const version = handles[1].contentVersion();
    await a.db.query(
      `UPDATE content_item SET doc = jsonb_set(doc, '{question}', '"Asked elsewhere?"') WHERE collection = 'faq' AND position = 0`,
    );
    await heardChange(handles[1], version);
    expect((await questions())[0]).toBe('Asked elsewhere?');
  });

  it("drop the other instance's kept server-rendered pages when one changes content", async () => {
    const webRoot = await fakeWebRoot();
    const site = renderedSite(
      webRoot,
      embeddedSiteOptions(() => handles[1].contentVersion()),
    );
    const app = new Hono();
    site.mount(app);
    const render = async () => {
      const res = await app.request('/events');
      return { cache: res.headers.get('x-render-cache'), html: await res.text() };
    };
    expect((await render()).cache).toBe('miss');
    expect(await render()).toEqual({ cache: 'hit', html: expect.stringContaining('render 1') as string });
    const version = handles[1].contentVersion();
    await a.db.query(
      `UPDATE content_item SET doc = jsonb_set(doc, '{question}', '"Rendered elsewhere?"') WHERE collection = 'faq' AND position = 1`,
    );
    await heardChange(handles[1], version);
    expect(await render()).toEqual({ cache: 'miss', html: expect.stringContaining('render 2') as string });
  });
});
