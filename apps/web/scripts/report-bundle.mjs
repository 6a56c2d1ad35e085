// After `vite build`: prints every route chunk's gzipped size and writes docs/performance.md with
// the JavaScript the home route needs before it can render (the entry, the home page chunk and
// everything both import statically). Fails the build when a route with a budget is over it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The chunk and every chunk it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const cssOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
const total = (files) => files.reduce((sum, f) => sum + gzipSize(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
const initial = closure(entryKey);

const routes = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.startsWith('src/pages/'))
  .map((key) => {
    const own = gzipSize(manifest[key].file);
    const extra = [...closure(key)].filter((k) => !initial.has(k));
    return { key, own, withShared: total(jsOf(extra)), css: total(cssOf(extra)) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));

const entryJs = total(jsOf(initial));
console.log(`\nShell (entry and its imports): ${kb(entryJs)} gzipped JavaScript, ${kb(total(cssOf(initial)))} CSS`);
console.log('Route chunks, gzipped (own chunk / with the shared chunks it adds / its CSS):');
const width = Math.max(...routes.map((r) => r.key.length));
for (const r of routes)
  console.log(`  ${r.key.padEnd(width)}  ${kb(r.own).padStart(9)}  ${kb(r.withShared).padStart(9)}  ${kb(r.css).padStart(8)}`);

// What a route may add beyond the shell (its own chunk and the shared chunks it imports statically;
// what it imports on demand, such as the phone input, is not counted), gzipped.
const budgets = [
  { key: 'src/pages/bottles/bottles-page.tsx', limit: 25 * 1024 },
  { key: 'src/pages/bottles/bottle-checkout-page.tsx', limit: 25 * 1024 },
];
const budgetRows = budgets.map(({ key, limit }) => {
  const route = routes.find((r) => r.key === key);
  if (!route) throw new Error(`${key} has a budget but is not a route chunk.`);
  return { key, limit, size: route.withShared, over: route.withShared > limit };
});
console.log('\nBudgets (JavaScript a route adds to the shell, gzipped):');
for (const b of budgetRows)
  console.log(`  ${b.key.padEnd(width)}  ${kb(b.size).padStart(9)} of ${kb(b.limit)}${b.over ? '  OVER BUDGET' : ''}`);

const homeKey = 'src/pages/home/home-page.tsx';
if (!manifest[homeKey]) throw new Error(`${homeKey} is not a route chunk.`);
const home = new Set([...initial, ...closure(homeKey)]);
const homeJs = total(jsOf(home));
const homeCss = total(cssOf(home));
console.log(`\nHome route initial JavaScript: ${kb(homeJs)} gzipped (${jsOf(home).length} files), CSS ${kb(homeCss)}\n`);

const doc = `# Performance

Written by \`apps/web/scripts/report-bundle.mjs\` at the end of \`npm run build\`; do not edit by hand.
Sizes are gzip level 9 of the production build.

## Home route

The JavaScript a guest downloads before the home page renders: the entry (router, shell, session)
with its static imports, plus the home page's own chunk and what it imports. The mailing list
popup and its phone input are loaded only when the guest opens it.

| | gzipped |
|---|---|
| initial JavaScript | ${kb(homeJs)} (${jsOf(home).length} files) |
| of which the shell (entry and its imports) | ${kb(entryJs)} |
| CSS | ${kb(homeCss)} |

## Budgets

\`npm run build\` fails when a route adds more JavaScript to the shell than its budget (its own chunk
and the shared chunks it imports statically; what it loads on demand, such as the phone input, is
not counted).

| route module | adds (JS) | budget |
|---|---|---|
${budgetRows.map((b) => `| \`${b.key.replace('src/pages/', '')}\` | ${kb(b.size)} | ${kb(b.limit)} |`).join('\n')}

## Route chunks

Each page is its own chunk (\`lazy\` in \`apps/web/src/app/route-table.tsx\`). "Adds" counts the
shared chunks a route loads beyond the shell.

| route module | own chunk | adds (JS) | adds (CSS) |
|---|---|---|---|
${routes.map((r) => `| \`${r.key.replace('src/pages/', '')}\` | ${kb(r.own)} | ${kb(r.withShared)} | ${kb(r.css)} |`).join('\n')}
`;
writeFileSync(join(web, '../../docs/performance.md'), doc);

const over = budgetRows.filter((b) => b.over);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((b) => `${b.key} adds ${kb(b.size)}, budget ${kb(b.limit)}`).join('; ')}.`);
  process.exit(1);
}
