// A built site for tests of server rendering (http/render-site.ts): one static file, and for English and
// French a page template, a manifest and a stand-in for apps/web/dist-server/<language>/render-page.js that
// counts its renders ("render N", in its language), where /events is a shared page (kept briefly) and every
// other page is not, for a venue that speaks English, then French; each build's entry is /assets/index-<language>.js.
// Its pages are a few kilobytes, as real ones
// are, so they are worth gzipping.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClient } from '../config/demo-client';

const fakeRenderer = (language: string) => `
export const SHARED_PAGE_HEADER = 'x-venue-shared-page';
export function createPageRenderer() {
  let renders = 0;
  return {
    language: '${language}',
    venueLanguages: async () => ['en', 'fr'],
    render: async (request, { nonce }) => {
      renders += 1;
      const shared = new URL(request.url).pathname.endsWith('/events');
      const html = '<p>render ' + renders + ' in ${language}</p>' + '<p>The venue.</p>'.repeat(200) + '<script nonce="' + nonce + '">start()</script>';
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...(shared ? { [SHARED_PAGE_HEADER]: '1' } : {}) } });
    },
    sitemapXml: async (origin) => '<urlset><url><loc>' + origin + '/</loc></url></urlset>',
    robotsTxt: (origin) => 'Sitemap: ' + origin + '/sitemap.xml',
    // Its entry is /assets/index-${language}.js; the app it starts loads /assets/app-${language}.js and the page's chunks.
    startModules: (chunks) => (chunks[0] === '/assets/index-${language}.js' ? ['/assets/app-${language}.js', ...chunks.slice(1)] : null),
  };
}
`;

/** Writes the fake build in a new temporary folder; returns its web root (the `dist` folder). */
export async function fakeWebRoot(): Promise<string> {
  const web = await mkdtemp(join(tmpdir(), 'venue-render-'));
  const webRoot = join(web, 'dist');
  await mkdir(webRoot, { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<div id="root"></div>');
  await writeFile(join(webRoot, 'logo.svg'), '<svg/>');
  for (const language of ['en', 'fr']) {
    const server = join(web, 'dist-server', language);
    await mkdir(server, { recursive: true });
    await writeFile(join(server, 'index.html'), '<div id="root"></div>');
    await writeFile(join(server, 'manifest.json'), '{}');
    await writeFile(join(server, 'render-page.js'), fakeRenderer(language));
  }
  return webRoot;
}

/** The site's run-time settings as the embedded backend gives them, for renderedSite in tests. */
export const embeddedSiteOptions = (contentVersion?: () => number) =>
  ({
    backend: { kind: 'embedded' },
    settings: { apiBase: '/venue-api/', credentials: demoClient, lookups: {} },
    ...(contentVersion ? { contentVersion } : {}),
  }) as const;
