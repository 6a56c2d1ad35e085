// Regenerates the pact files from the consumer tests and fails when they differ from the
// committed ones, so that every contract change shows up in review.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}contracts`;
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (file.endsWith('.json')) rmSync(`${dir}/${file}`);

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
if (run('npx', ['vitest', 'run', '--project', 'contracts']) !== 0) process.exit(1);
if (run('npx', ['tsx', 'scripts/generate-api-docs.ts']) !== 0) process.exit(1);

const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root }).status === 0;
if (!inGit) process.exit(0);
const diff = spawnSync('git', ['status', '--porcelain', '--', 'contracts', 'docs/api.md'], { cwd: root, encoding: 'utf8' });
if (diff.stdout.trim() !== '') {
  console.error('\nThe pact files in contracts/ changed. Review the difference and commit it:\n' + diff.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', 'contracts', 'docs/api.md'], { cwd: root, stdio: 'inherit' });
  process.exit(1);
}
console.log('Contracts are up to date.');
