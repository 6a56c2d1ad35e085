import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

function testApp(trustProxy = false): Hono {
  const app = new Hono();
  app.use('*', securityHeaders({ trustProxy, extraConnectOrigins: ['https://ip.example'] }));
  app.get('/page', (c) => c.html('<p>page</p>'));
  app.get('/own-policy', (c) => c.html('<p>campaign</p>', 200, { 'content-security-policy': 'sandbox' }));
  app.get('/data', (c) => c.json({ ok: true }));
  return app;
}

describe('security headers', () => {
  it('gives an HTML page a policy without inline script but its nonce, and the other headers', async () => {
    const answer = await testApp().request('/page');
    const policy = answer.headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' https:\/\/js\.stripe\.com$/);
    expect(scripts).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com https://ip.example");
    expect(policy).toMatch(
      /frame-src 'self' https:\/\/js\.stripe\.com .*https:\/\/www\.youtube\.com .*https:\/\/w\.soundcloud\.com .*https:\/\/www\.mixcloud\.com/,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it("names the venue API's origin when the site runs apart from it: calls, its socket, pictures, sounds and framed pages", async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ trustProxy: false, extraConnectOrigins: [], apiOrigin: 'https://api.venue.example' }));
    app.get('/page', (c) => c.html('<p>page</p>'));
    const directives = ((await app.request('/page')).headers.get('content-security-policy') ?? '').split('; ');
    const sources = (name: string) => directives.find((d) => d.startsWith(`${name} `))?.split(' ') ?? [];
    expect(sources('connect-src')).toEqual(expect.arrayContaining(['https://api.venue.example', 'wss://api.venue.example']));
    for (const name of ['img-src', 'media-src', 'frame-src']) expect(sources(name)).toContain('https://api.venue.example');
    expect(sources('script-src')).not.toContain('https://api.venue.example');
  });

  it('uses a new nonce for every answer', async () => {
    const app = testApp();
    const policies = await Promise.all([1, 2, 3].map(async () => (await app.request('/page')).headers.get('content-security-policy')));
    expect(new Set(policies).size).toBe(3);
  });

  it("keeps an answer's own policy, and gives JSON nosniff without a page policy", async () => {
    const app = testApp();
    expect((await app.request('/own-policy')).headers.get('content-security-policy')).toBe('sandbox');
    const data = await app.request('/data');
    expect(data.headers.get('x-content-type-options')).toBe('nosniff');
    expect(data.headers.get('content-security-policy')).toBeNull();
  });

  it('says HSTS over HTTPS, and believes a proxy that says so only when told to trust it', async () => {
    const hsts = (answer: Response) => answer.headers.get('strict-transport-security');
    expect(hsts(await testApp().request('https://venue.example/page'))).toContain('max-age=31536000');
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect(hsts(await testApp(false).request('http://venue.example/page', forwarded))).toBeNull();
    expect(hsts(await testApp(true).request('http://venue.example/page', forwarded))).toContain('max-age=31536000');
  });
});
