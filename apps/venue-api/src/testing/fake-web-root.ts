// A built site for tests of server rendering (http/render-site.ts): index.html, a manifest, one static
// file, and a stand-in for apps/web/dist-server/render-page.js that counts its renders ("render N"),
// where /events is a shared page (kept briefly) and every other page is not. Its pages are a few
// kilobytes, as real ones are, so they are worth gzipping.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClient } from '../config/demo-client';

const fakeRenderer = `
export const SHARED_PAGE_HEADER = 'x-venue-shared-page';
export function createPageRenderer() {
  let renders = 0;
  return {
    render: async (request, { nonce }) => {
      renders += 1;
      const shared = new URL(request.url).pathname === '/events';
      const html = '<p>render ' + renders + '</p>' + '<p>The venue.</p>'.repeat(200) + '<script nonce="' + nonce + '">start()</script>';
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...(shared ? { [SHARED_PAGE_HEADER]: '1' } : {}) } });
    },
    sitemapXml: async (origin) => '<urlset><url><loc>' + origin + '/</loc></url></urlset>',
    robotsTxt: (origin) => 'Sitemap: ' + origin + '/sitemap.xml',
  };
}
`;

/** Writes the fake build in a new temporary folder; returns its web root (the `dist` folder). */
export async function fakeWebRoot(): Promise<string> {
  const web = await mkdtemp(join(tmpdir(), 'venue-render-'));
  const webRoot = join(web, 'dist');
  await mkdir(join(webRoot, '.vite'), { recursive: true });
  await mkdir(join(web, 'dist-server'));
  await writeFile(join(webRoot, 'index.html'), '<div id="root"></div>');
  await writeFile(join(webRoot, '.vite/manifest.json'), '{}');
  await writeFile(join(webRoot, 'logo.svg'), '<svg/>');
  await writeFile(join(web, 'dist-server/render-page.js'), fakeRenderer);
  return webRoot;
}

/** The site's run-time settings as the embedded backend gives them, for renderedSite in tests. */
export const embeddedSiteOptions = (contentVersion?: () => number) =>
  ({
    backend: { kind: 'embedded' },
    settings: { apiBase: '/venue-api/', credentials: demoClient, lookups: {} },
    ...(contentVersion ? { contentVersion } : {}),
  }) as const;
