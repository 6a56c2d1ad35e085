// Serves the built site: hashed assets cached for a year, every other site path answers with the app.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Hono } from 'hono';
import { builtFiles } from './built-files';
import { decodedOrNull, isValidPath } from './path-guard';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * A request's path as a name under the web root (`/assets/a.js`, never above it), or null when the
 * path is not valid text: a broken percent-escape or a control character names no file and no page
 * (path-guard.ts).
 */
export function sitePathOf(pathname: string): string | null {
  const decoded = isValidPath(pathname) ? decodedOrNull(pathname) : null;
  return decoded === null ? null : normalize(decoded).replace(/^(\.\.[/\\])+/, '');
}

export function mountSite(app: Hono, webRoot: string): void {
  const immutable = builtFiles();
  app.get('*', async (c) => {
    const requested = sitePathOf(new URL(c.req.url).pathname);
    if (requested === null) return c.text('This page was not found.', 404);
    const candidate = join(webRoot, requested);
    const inRoot = candidate.startsWith(webRoot);
    if (inRoot && requested !== '/' && (await isFile(candidate))) {
      const contentType = contentTypes[extname(candidate)] ?? 'application/octet-stream';
      if (requested.startsWith('/assets/'))
        return immutable(c, candidate, { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' });
      // The phone input's country flags (apps/web/vite.config.ts) change only with the library.
      if (requested.startsWith('/flags/'))
        return immutable(c, candidate, { 'content-type': contentType, 'cache-control': 'public, max-age=86400' });
      return c.body(await readFile(candidate), 200, { 'content-type': contentType, 'cache-control': 'no-cache' });
    }
    const index = join(webRoot, 'index.html');
    if (!(await isFile(index))) return c.text('The site has not been built: run npm run build.', 503);
    return c.html(await readFile(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  });
}
