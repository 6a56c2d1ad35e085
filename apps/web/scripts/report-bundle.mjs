// After `vite build`: prints every route chunk's gzipped size and the JavaScript the home route
// needs before it can render (the entry, the home page chunk and everything both import
// statically), and fails when either is over its budget. With --write (npm run build) it also
// rewrites the generated part of docs/performance.md; npm start and the tests never do.
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
  .map((key) => ({ key, route: key.endsWith('-page.tsx') }))
  .map(({ key, route }) => {
    const own = gzipSize(manifest[key].file);
    const extra = [...closure(key)].filter((k) => !initial.has(k));
    return { key, route, own, withShared: total(jsOf(extra)), css: total(cssOf(extra)) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));

const entryJs = total(jsOf(initial));
console.log(`\nShell (entry and its imports): ${kb(entryJs)} gzipped JavaScript, ${kb(total(cssOf(initial)))} CSS`);
console.log('Route chunks, gzipped (own chunk / with the shared chunks it adds / its CSS):');
const width = Math.max(...routes.map((r) => r.key.length));
for (const r of routes)
  console.log(`  ${r.key.padEnd(width)}  ${kb(r.own).padStart(9)}  ${kb(r.withShared).padStart(9)}  ${kb(r.css).padStart(8)}`);

// Budgets (docs/performance.md#javascript-budget): gzip kB.
const HOME_BUDGET_KB = 120;
const ROUTE_BUDGET_KB = 25;
// Routes still above 25 kB, each with a ceiling at what it needs today plus a small margin until it
// is brought under. Their own chunks are small (4 to 8 kB); what they add is XState and Effect Schema,
// which the shell no longer loads before the first paint, so the first machine-driven page counts them.
const ROUTE_BUDGET_EXCEPTIONS_KB = {
  'src/pages/payment/payment-page.tsx': 53,
  'src/pages/bottles/bottles-page.tsx': 66,
  'src/pages/bottles/bottle-checkout-page.tsx': 59,
  'src/pages/tickets/tickets-checkout-page.tsx': 63,
};
const routeBudget = (key) => ROUTE_BUDGET_EXCEPTIONS_KB[key] ?? ROUTE_BUDGET_KB;

const homeKey = 'src/pages/home/home-page.tsx';
if (!manifest[homeKey]) throw new Error(`${homeKey} is not a route chunk.`);
const home = new Set([...initial, ...closure(homeKey)]);
const homeJs = total(jsOf(home));
const homeCss = total(cssOf(home));
console.log(`\nHome route initial JavaScript: ${kb(homeJs)} gzipped (${jsOf(home).length} files), CSS ${kb(homeCss)}\n`);

const overBudget = [
  ...(homeJs / 1024 > HOME_BUDGET_KB ? [`home route initial JavaScript ${kb(homeJs)} > ${HOME_BUDGET_KB} kB`] : []),
  ...routes
    .filter((r) => r.route && r.key !== homeKey && r.withShared / 1024 > routeBudget(r.key))
    .map((r) => `${r.key} adds ${kb(r.withShared)} > ${routeBudget(r.key)} kB`),
];
console.log(
  `Budget (gzip): home route initial JavaScript at most ${HOME_BUDGET_KB} kB; every other route at most ${ROUTE_BUDGET_KB} kB` +
    Object.entries(ROUTE_BUDGET_EXCEPTIONS_KB)
      .map(([key, limit]) => `, ${key.replace('src/pages/', '')} ${limit} kB`)
      .join(''),
);

const START = '<!-- bundle-report:start -->';
const END = '<!-- bundle-report:end -->';
const generated = `${START}
<!-- Written by \`apps/web/scripts/report-bundle.mjs --write\` (npm run build); edit outside these markers only. -->

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

## Route chunks

Each page is its own chunk (\`lazy\` in \`apps/web/src/app/route-table.tsx\`). "Adds" counts the
shared chunks a route loads beyond the shell.

| route module | own chunk | adds (JS) | adds (CSS) |
|---|---|---|---|
${routes.map((r) => `| \`${r.key.replace('src/pages/', '')}\` | ${kb(r.own)} | ${kb(r.withShared)} | ${kb(r.css)} |`).join('\n')}
${END}`;

if (process.argv.includes('--write')) {
  const docPath = join(web, '../../docs/performance.md');
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/performance.md has no ${START} … ${END} section.`);
  writeFileSync(docPath, `${doc.slice(0, start)}${generated}${doc.slice(end + END.length)}`);
}

if (overBudget.length > 0) {
  console.error(`\nOver the JavaScript budget:\n  ${overBudget.join('\n  ')}\n`);
  process.exit(1);
}
