// After `vite build`: prints every route chunk's gzipped size and the JavaScript the home route
// needs before it can render (the entry, the home page chunk and everything both import
// statically), and fails when either is over its budget. With --write (npm run build) it also
// rewrites the generated part of docs/performance.md; npm start and the tests never do.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

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

// XState and Effect Schema, in a chunk of their own (vite.config.ts): every page with a form or a flow
// shares it, so it is counted once, with its own budget, rather than again in each such route.
const runtimeKey = Object.keys(manifest).find((k) => manifest[k].file.startsWith('assets/flow-runtime-'));
const runtime = runtimeKey ? gzipSize(manifest[runtimeKey].file) : 0;
if (runtimeKey && initial.has(runtimeKey))
  throw new Error('The flow runtime chunk is in the shell: the shell imports XState or Effect Schema.');

const routes = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.startsWith('src/pages/'))
  .map((key) => ({ key, route: key.endsWith('-page.tsx') }))
  .map(({ key, route }) => {
    const own = gzipSize(manifest[key].file);
    const extra = [...closure(key)].filter((k) => !initial.has(k) && k !== runtimeKey);
    return { key, route, own, withShared: total(jsOf(extra)), css: total(cssOf(extra)), usesRuntime: closure(key).has(runtimeKey) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));

const entryJs = total(jsOf(initial));
console.log(`\nShell (entry and its imports): ${kb(entryJs)} gzipped JavaScript, ${kb(total(cssOf(initial)))} CSS`);
console.log(`Flow runtime (XState and Effect Schema, shared by the pages with a form or a flow): ${kb(runtime)} gzipped`);
console.log('Route chunks, gzipped (own chunk / with the shared chunks it adds, the flow runtime apart / its CSS):');
const width = Math.max(...routes.map((r) => r.key.length));
for (const r of routes)
  console.log(
    `  ${r.key.padEnd(width)}  ${kb(r.own).padStart(9)}  ${kb(r.withShared).padStart(9)}  ${kb(r.css).padStart(8)}${r.usesRuntime ? '  + flow runtime' : ''}`,
  );

// Budgets (docs/performance.md#javascript-budget): gzip kB.
const HOME_BUDGET_KB = 121;
const ROUTE_BUDGET_KB = 25;
const RUNTIME_BUDGET_KB = 45;

const homeKey = 'src/pages/home/home-page.tsx';
if (!manifest[homeKey]) throw new Error(`${homeKey} is not a route chunk.`);
const home = new Set([...initial, ...closure(homeKey)]);
const homeJs = total(jsOf(home));
const homeCss = total(cssOf(home));
console.log(`\nHome route initial JavaScript: ${kb(homeJs)} gzipped (${jsOf(home).length} files), CSS ${kb(homeCss)}\n`);

// The support chat (docs/performance.md#javascript-budget): the launcher is in the shell, so its own code is measured
// alone (minified, its imports left out); the widget is a chunk of its own, loaded when the guest opens the launcher
// or the browser is idle; the socket adapter with socket.io-client is another, loaded by the widget.
const CHAT_LAUNCHER_BUDGET_KB = 2;
const CHAT_WIDGET_BUDGET_KB = 30;
const launcherBuild = await build({
  entryPoints: [join(web, 'src/shell/chat-launcher.tsx')],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  jsx: 'automatic',
  outdir: join(web, 'dist/.launcher'),
  loader: { '.css': 'local-css' },
  plugins: [
    {
      name: 'outside-the-launcher',
      setup: (build) =>
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'entry-point' || args.path === './chat-launcher.module.css' ? undefined : { path: args.path, external: true },
        ),
    },
  ],
});
const chatLauncher = launcherBuild.outputFiles
  .filter((f) => f.path.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(f.contents, { level: 9 }).length, 0);
const widgetKey = 'src/chat/chat-widget.tsx';
const socketKey = Object.keys(manifest).find((k) => k.endsWith('socket/venue-realtime.socket.ts'));
if (!manifest[widgetKey] || !socketKey) throw new Error('The chat widget or its socket adapter is not a chunk of its own.');
if (initial.has(widgetKey) || initial.has(socketKey)) throw new Error('The chat widget or its socket is in the shell.');
const widgetClosure = closure(widgetKey);
if (widgetClosure.has(socketKey)) throw new Error('The chat widget imports the socket adapter statically.');
const chatWidget = total(jsOf([...widgetClosure].filter((k) => !initial.has(k) && k !== runtimeKey)));
const chatSocket = total(jsOf([...closure(socketKey)].filter((k) => !initial.has(k) && !widgetClosure.has(k) && k !== runtimeKey)));
console.log(
  `Support chat, gzipped: launcher ${kb(chatLauncher)} (in the shell), widget ${kb(chatWidget)} (beyond the shell and the flow runtime), ` +
    `socket adapter with socket.io-client ${kb(chatSocket)}`,
);

const overBudget = [
  ...(chatLauncher / 1024 > CHAT_LAUNCHER_BUDGET_KB ? [`chat launcher ${kb(chatLauncher)} > ${CHAT_LAUNCHER_BUDGET_KB} kB`] : []),
  ...(chatWidget / 1024 > CHAT_WIDGET_BUDGET_KB ? [`chat widget ${kb(chatWidget)} > ${CHAT_WIDGET_BUDGET_KB} kB`] : []),
  ...(homeJs / 1024 > HOME_BUDGET_KB ? [`home route initial JavaScript ${kb(homeJs)} > ${HOME_BUDGET_KB} kB`] : []),
  ...routes
    .filter((r) => r.route && r.key !== homeKey && r.withShared / 1024 > ROUTE_BUDGET_KB)
    .map((r) => `${r.key} adds ${kb(r.withShared)} > ${ROUTE_BUDGET_KB} kB`),
  ...(runtime / 1024 > RUNTIME_BUDGET_KB ? [`flow runtime ${kb(runtime)} > ${RUNTIME_BUDGET_KB} kB`] : []),
];
console.log(
  `Budget (gzip): home route initial JavaScript at most ${HOME_BUDGET_KB} kB; every other route at most ${ROUTE_BUDGET_KB} kB ` +
    `beyond the shell and the flow runtime; the flow runtime at most ${RUNTIME_BUDGET_KB} kB; the chat launcher at most ` +
    `${CHAT_LAUNCHER_BUDGET_KB} kB and the chat widget at most ${CHAT_WIDGET_BUDGET_KB} kB without socket.io-client`,
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

## Flow runtime

XState and Effect Schema, one chunk shared by every page with a form or a flow, loaded with the first
of them and cached: ${kb(runtime)}.

## Route chunks

Each page is its own chunk (\`lazy\` in \`apps/web/src/app/route-table.tsx\`). "Adds" counts the
shared chunks a route loads beyond the shell and the flow runtime; "runtime" marks the routes that
also need the flow runtime.

| route module | own chunk | adds (JS) | adds (CSS) | runtime |
|---|---|---|---|---|
${routes.map((r) => `| \`${r.key.replace('src/pages/', '')}\` | ${kb(r.own)} | ${kb(r.withShared)} | ${kb(r.css)} | ${r.usesRuntime ? 'yes' : ''} |`).join('\n')}
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
