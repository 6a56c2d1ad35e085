// npm start: build the site (browser and server bundles) when its sources are newer than the last
// build, then serve the server-rendered site and the embedded venue API together (PORT, default
// 8080), or, with VENUE_API_URL set, the site alone in front of that venue's own API.
// This build leaves docs/performance.md alone; `npm run build` rewrites it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist-server/en/index.html');
const builtServer = join(root, 'apps/web/dist-server/en/render-page.js');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/messages/src',
  'apps/web/package.json',
  'packages/core/src',
  'packages/adapters/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), info.mtimeMs);
}

const builtAt =
  existsSync(builtIndex) && existsSync(builtServer) ? Math.min(statSync(builtIndex).mtimeMs, statSync(builtServer).mtimeMs) : 0;
const changedAt = Math.max(...sources.map((s) => newestChange(join(root, s))));
if (changedAt > builtAt) {
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build:start', '-w', '@venue/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = process.env.VENUE_API_URL ? 'apps/venue-api/src/site-alone/main.ts' : 'apps/venue-api/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
