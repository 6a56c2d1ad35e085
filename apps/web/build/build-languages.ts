// The site's bundles, once per language (docs/architecture.md#languages): for each, the server bundle in
// dist-server/<language>/ and the browser's files in dist/, their page template and manifest moved beside the
// server bundle (dist/ is served as is; a template there would be a page at /index.html). The browser's
// files share dist/assets/: names are content hashes, so the chunks every language has in common
// (React, XState, the flow runtime) are one file.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '@venue/core/i18n/languages';
import { CATALOG_CODE_FILE } from './message-catalogs';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = join(web, '../../node_modules/vite/bin/vite.js');

function viteBuild(language: string, args: readonly string[], keepDist: boolean): void {
  const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, VENUE_BUILD_LANGUAGE: language, ...(keepDist ? { VENUE_BUILD_KEEP_DIST: '1' } : {}) },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const started = Date.now();
for (const [index, language] of SITE_LANGUAGES.entries()) {
  const server = join(web, 'dist-server', language);
  viteBuild(language, ['--ssr', 'src/server/render-page.tsx', '--outDir', server], false);
  viteBuild(language, [], index > 0);
  mkdirSync(server, { recursive: true });
  renameSync(join(web, 'dist/index.html'), join(server, 'index.html'));
  renameSync(join(web, 'dist/.vite/manifest.json'), join(server, 'manifest.json'));
  renameSync(join(web, 'dist', CATALOG_CODE_FILE), join(server, 'catalog-code.json'));
}
// The page the static site answers when a page cannot be server-rendered: the default language's app.
copyFileSync(join(web, 'dist-server', DEFAULT_LANGUAGE, 'index.html'), join(web, 'dist/index.html'));
console.log(`Built the site in ${SITE_LANGUAGES.length} languages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
