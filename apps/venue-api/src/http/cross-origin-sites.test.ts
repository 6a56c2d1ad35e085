import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crossOriginSites } from './cross-origin-sites';

function testApp(): Hono {
  const app = new Hono();
  app.use('*', crossOriginSites(['https://venue.example']));
  app.get('/json', (c) => c.json({ ok: true }));
  // An answer built as a Response, as the content cache and file routes build theirs.
  app.get('/raw', () => new Response('raw', { headers: { etag: '"1"' } }));
  return app;
}

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, idempotency-key' },
});

describe('calls from sites on another origin', () => {
  it('answers a listed site, on every kind of answer, and never allows credentials', async () => {
    const app = testApp();
    for (const path of ['/json', '/raw']) {
      const answer = await app.request(path, { headers: { origin: 'https://venue.example' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://venue.example');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('vary')).toContain('Origin');
    }
    const ok = await app.request('/json', preflight('https://venue.example'));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT');
  });

  it('tells any other origin nothing, and a same-origin call is untouched', async () => {
    const app = testApp();
    const other = await app.request('/json', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await app.request('/json', preflight('https://evil.example'))).headers.get('access-control-allow-origin')).toBeNull();
    expect((await app.request('/json')).headers.get('access-control-allow-origin')).toBeNull();
    expect(await (await app.request('/json')).json()).toEqual({ ok: true });
  });
});
