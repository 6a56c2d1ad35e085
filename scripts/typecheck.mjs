// npm run typecheck: every TypeScript project of the repository, each with its own `lib` (core has no DOM
// types at all; the backend neither; the door page and the site have them), checked by TypeScript 7's
// native compiler (the `typescript-7` package), several times quicker than TypeScript 6's. TypeScript 6
// stays installed as `typescript` because typescript-eslint and madge parse with its JavaScript API,
// which TypeScript 7 does not have.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const projects = ['.', 'packages/core', 'packages/messages', 'packages/adapters', 'apps/web', 'apps/venue-api', 'apps/venue-api/door-app'];
// The package exports no path to its command; it sits beside its package.json.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');

let failed = 0;
for (const project of projects) {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`tsc -p ${project}: failed`);
    failed = run.status ?? 1;
  }
}
process.exit(failed);
