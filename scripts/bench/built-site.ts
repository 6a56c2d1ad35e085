// The bench's pages are the built site's, server-rendered: built first when there is no server bundle
// (a fresh clone), as `npm run bench:web` builds it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function ensureBuiltSite(): void {
  if (existsSync(fileURLToPath(new URL('../../apps/web/dist-server/en/render-page.js', import.meta.url)))) return;
  console.log('The site is not built: npm run build first (its pages are part of the bench).');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
}
