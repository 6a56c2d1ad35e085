import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderedSite } from './render-site';
import { securityHeaders } from './security-headers';

// A stand-in for apps/web/dist-server/render-page.js: counts its renders; /events is a shared page.
const fakeRenderer = `
export const SHARED_PAGE_HEADER = 'x-venue-shared-page';
export function createPageRenderer() {
  let renders = 0;
  return {
    render: async (request, { nonce }) => {
      renders += 1;
      const shared = new URL(request.url).pathname === '/events';
      const html = '<p>render ' + renders + '</p><script nonce="' + nonce + '">start()</script>';
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...(shared ? { [SHARED_PAGE_HEADER]: '1' } : {}) } });
    },
    sitemapXml: async (origin) => '<urlset><url><loc>' + origin + '/</loc></url></urlset>',
    robotsTxt: (origin) => 'Sitemap: ' + origin + '/sitemap.xml',
  };
}
`;

let webRoot = '';
beforeAll(async () => {
  const web = await mkdtemp(join(tmpdir(), 'venue-render-'));
  webRoot = join(web, 'dist');
  await mkdir(join(webRoot, '.vite'), { recursive: true });
  await mkdir(join(web, 'dist-server'));
  await writeFile(join(webRoot, 'index.html'), '<div id="root"></div>');
  await writeFile(join(webRoot, '.vite/manifest.json'), '{}');
  await writeFile(join(webRoot, 'logo.svg'), '<svg/>');
  await writeFile(join(web, 'dist-server/render-page.js'), fakeRenderer);
});

function siteApp(): Hono {
  const app = new Hono();
  app.use('*', securityHeaders({ trustProxy: false, extraConnectOrigins: [] }));
  const site = renderedSite(webRoot);
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
    expect(await (await app.request('/events')).text()).toContain('<p>render 1</p>');
    const again = await app.request('/events');
    expect(again.headers.get('x-render-cache')).toBe('hit');
    expect(await again.text()).toContain('<p>render 1</p>');
    expect(await (await app.request('/confirmation')).text()).toContain('<p>render 2</p>');
    expect(await (await app.request('/confirmation')).text()).toContain('<p>render 3</p>');
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

  it('drops kept pages when a write to the venue API succeeds, not when it is refused', async () => {
    const app = siteApp();
    await app.request('/events');
    await app.request('/venue-api/refused', { method: 'POST' });
    expect((await app.request('/events')).headers.get('x-render-cache')).toBe('hit');
    await app.request('/venue-api/change', { method: 'POST' });
    const fresh = await app.request('/events');
    expect(fresh.headers.get('x-render-cache')).toBe('miss');
    expect(await fresh.text()).toContain('<p>render 2</p>');
  });

  it('leaves built files to the static site and serves robots.txt and sitemap.xml', async () => {
    const app = siteApp();
    expect(await (await app.request('/logo.svg')).text()).toBe('static');
    expect(await (await app.request('http://venue.example/robots.txt')).text()).toBe('Sitemap: http://venue.example/sitemap.xml');
    const sitemap = await app.request('http://venue.example/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain('<loc>http://venue.example/</loc>');
  });
});
