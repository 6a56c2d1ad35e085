import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedSiteOptions, fakeWebRoot } from '../testing/fake-web-root';
import { renderedSite } from './render-site';
import { securityHeaders } from './security-headers';

let webRoot = '';
beforeAll(async () => {
  webRoot = await fakeWebRoot();
});

function siteApp(contentVersion?: () => number): Hono {
  const app = new Hono();
  app.use('*', securityHeaders({ trustProxy: false, extraConnectOrigins: [] }));
  app.use('*', compress());
  const site = renderedSite(webRoot, embeddedSiteOptions(contentVersion));
  app.use('/venue-api/*', site.invalidateOnWrite);
  app.post('/venue-api/change', (c) => c.json({ ok: true }));
  app.post('/venue-api/refused', (c) => c.json({ ok: false }, 400));
  site.mount(app);
  app.get('*', (c) => c.text('static'));
  return app;
}

describe('server-rendered site', () => {
  it('keeps a shared page briefly and renders other pages every time', async () => {
    const app = siteApp();
    expect(await (await app.request('/events')).text()).toContain('<p>render 1 in en</p>');
    const again = await app.request('/events');
    expect(again.headers.get('x-render-cache')).toBe('hit');
    expect(await again.text()).toContain('<p>render 1 in en</p>');
    expect(await (await app.request('/confirmation')).text()).toContain('<p>render 2 in en</p>');
    expect(await (await app.request('/confirmation')).text()).toContain('<p>render 3 in en</p>');
  });

  it("gives every answer its own script nonce, a kept page's too, matching its Content-Security-Policy", async () => {
    const app = siteApp();
    const nonces = [];
    for (const path of ['/events', '/events', '/confirmation']) {
      const answer = await app.request(path);
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(await answer.text()).toContain(`<script nonce="${nonce}">start()</script>`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('gzips a kept page with each answer its own nonce, matching its Content-Security-Policy', async () => {
    const app = siteApp();
    const nonces = [];
    for (const cache of ['miss', 'hit', 'hit']) {
      const answer = await app.request('/events', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(answer.headers.get('x-render-cache')).toBe(cache);
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get('content-length')).toBe(String(body.byteLength));
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      expect(gunzipSync(body).toString('utf8')).toContain(`<p>render 1 in en</p>`);
      expect(gunzipSync(body).toString('utf8')).toContain(`<script nonce="${nonce}">start()</script>`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('sends a page rendered for one request in Brotli to a browser that takes it, else gzipped', async () => {
    const app = siteApp();
    const inBrotli = await app.request('/confirmation', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(inBrotli.headers.get('content-encoding')).toBe('br');
    expect(inBrotli.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await inBrotli.arrayBuffer());
    expect(inBrotli.headers.get('content-length')).toBe(String(body.byteLength));
    const nonce = /'nonce-([^']+)'/.exec(inBrotli.headers.get('content-security-policy') ?? '')?.[1];
    expect(brotliDecompressSync(body).toString('utf8')).toContain(`<script nonce="${nonce}">start()</script>`);
    const gzipped = await app.request('/confirmation', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toContain('<p>render 2 in en</p>');
  });

  it("tells a page's start the modules of the build its chunks are of, for the browser to keep; nothing for other chunks", async () => {
    const app = siteApp();
    const french = await app.request('/start-modules?for=index-fr,Ab_c-1');
    expect(french.status).toBe(200);
    expect(french.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await french.json()).toEqual(['/assets/app-fr.js', '/assets/Ab_c-1.js']);
    for (const odd of ['index-de,Ab', 'index-en,../x', 'index-en,a/b', '', 'index-en,,a']) {
      const answer = await app.request(`/start-modules?for=${odd}`);
      expect(answer.status, odd).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await app.request('/start-modules')).status).toBe(404);
  });

  it('drops kept pages when a write to the venue API succeeds, not when it is refused', async () => {
    const app = siteApp();
    await app.request('/events');
    await app.request('/venue-api/refused', { method: 'POST' });
    expect((await app.request('/events')).headers.get('x-render-cache')).toBe('hit');
    await app.request('/venue-api/change', { method: 'POST' });
    const fresh = await app.request('/events');
    expect(fresh.headers.get('x-render-cache')).toBe('miss');
    expect(await fresh.text()).toContain('<p>render 2 in en</p>');
  });

  it("drops kept pages when the database's content version moves (another instance's write)", async () => {
    let version = 0;
    const app = siteApp(() => version);
    await app.request('/events');
    expect((await app.request('/events')).headers.get('x-render-cache')).toBe('hit');
    version += 1;
    const fresh = await app.request('/events');
    expect(fresh.headers.get('x-render-cache')).toBe('miss');
    expect(await fresh.text()).toContain('<p>render 2 in en</p>');
    expect((await app.request('/events')).headers.get('x-render-cache')).toBe('hit');
  });

  it('leaves built files to the static site and serves robots.txt and sitemap.xml', async () => {
    const app = siteApp();
    expect(await (await app.request('/logo.svg')).text()).toBe('static');
    expect(await (await app.request('http://venue.example/robots.txt')).text()).toBe('Sitemap: http://venue.example/sitemap.xml');
    const sitemap = await app.request('http://venue.example/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain('<loc>http://venue.example/</loc>');
  });

  it("renders each page in the language of its address, the venue's default without a prefix", async () => {
    const app = siteApp();
    expect(await (await app.request('/confirmation')).text()).toContain('in en</p>');
    expect(await (await app.request('/fr/confirmation')).text()).toContain('in fr</p>');
    expect(await (await app.request('/fr')).text()).toContain('in fr</p>');
    // A language the venue does not speak is no prefix: the default language's router answers the path.
    expect(await (await app.request('/he/confirmation')).text()).toContain('in en</p>');
  });

  it("sends / to the language the guest's browser prefers until the guest chooses one", async () => {
    const app = siteApp();
    const french = await app.request('/?ref=flyer', { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/fr?ref=flyer');
    expect(french.headers.get('vary')).toContain('Accept-Language');
    expect((await app.request('/', { headers: { 'accept-language': 'de,en;q=0.8' } })).status).toBe(200);
    expect((await app.request('/', { headers: { 'accept-language': 'fr', cookie: 'a=1; venue_language=en' } })).status).toBe(200);
    const chosen = await app.request('/', { headers: { cookie: 'venue_language=fr' } });
    expect(chosen.headers.get('location')).toBe('/fr');
    // Only the home page: an address with its own path is the page the guest asked for.
    expect((await app.request('/events', { headers: { 'accept-language': 'fr' } })).status).toBe(200);
  });
});
