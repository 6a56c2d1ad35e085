import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const logo = async () =>
  (await api.db.query<{ image: string | null }>(`SELECT website_settings #>> '{header,image}' AS image FROM venue`))[0]?.image;

describe('/favicon.ico', () => {
  it("redirects to the venue's logo, kept an hour, with no token asked", async () => {
    const seeded = await logo();
    expect(seeded).toMatch(/\S/);
    const res = await api.app().request('/favicon.ico');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(seeded);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404, not a page, once the venue has no logo', async () => {
    await api.db.query(`UPDATE venue SET website_settings = jsonb_set(website_settings, '{header,image}', 'null'::jsonb)`);
    const res = await api.app().request('/favicon.ico');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });
});
