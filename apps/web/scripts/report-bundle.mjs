// After `vite build`: prints the JavaScript every route transfers before it is idle (a content page:
// the islands entry; a flow page: the app, its route's chunks and the flow runtime), each island's code
// and the chat's, and fails when one is over its budget (docs/performance.md#javascript-budget). With --write (npm run build) it also
// rewrites the generated part of docs/performance.md; npm start and the tests never do.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
// Each language is built apart (build/build-languages.ts), its manifest beside its server bundle; English by default.
const language = process.argv.find((arg) => arg.startsWith('--language='))?.slice('--language='.length) ?? 'en';
const manifest = JSON.parse(readFileSync(join(web, 'dist-server', language, 'manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The chunk and every chunk it imports statically, as manifest keys (of `chunks`: this language's by default). */
function closure(key, seen = new Set(), chunks = manifest) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunks[key]?.imports ?? []) closure(imported, seen, chunks);
  return seen;
}

const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const cssOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
const total = (files) => files.reduce((sum, f) => sum + gzipSize(f), 0);

// The two entries (docs/decisions.md#islands-on-content-pages): the app with its router for flow pages,
// the islands for content pages.
const appKey = 'index.html';
const islandsKey = 'src/islands/islands-entry.ts';
if (!manifest[appKey] || !manifest[islandsKey]) throw new Error(`The build has no ${appKey} or no ${islandsKey} entry.`);
// The app loads its start in stages (src/main.tsx): the entry and what it imports at once, dynamically; the
// replay of held presses only on a page that starts on touch.
const replayKey = 'src/app/take-over-early-input.ts';
const initial = (manifest[appKey].dynamicImports ?? [])
  .filter((key) => key !== replayKey)
  .reduce((seen, key) => closure(key, seen), closure(appKey));
const replay = manifest[replayKey] ? [...closure(replayKey)].filter((k) => !initial.has(k)) : [];
const islandsStart = closure(islandsKey);

// XState and Effect Schema, in a chunk of their own (vite.config.ts): every page with a form or a flow
// shares it; a flow page that uses it loads it before it is idle.
const runtimeKey = Object.keys(manifest).find((k) => manifest[k].name === 'flow-runtime');
const runtime = runtimeKey ? gzipSize(manifest[runtimeKey].file) : 0;
if (runtimeKey && initial.has(runtimeKey))
  throw new Error('The flow runtime chunk is in the shell: the shell imports XState or Effect Schema.');

// Which routes are content pages: the names in src/app/page-kinds.ts, their modules in src/app/route-table.tsx.
const source = (path) => readFileSync(join(web, path), 'utf8');
const kinds = source('src/app/page-kinds.ts');
// The names of the first set in the file (contentPages), up to its end.
const contentSet = kinds.slice(kinds.indexOf('new Set'), kinds.indexOf(']);'));
const contentNames = [...contentSet.matchAll(/^\s+'(\w+)',$/gm)].map((m) => m[1]);
const table = source('src/app/route-table.tsx');
// A page is named in the table of pages (`Name: 'module',`) or, with its own pattern, in a `page(path, 'Name', 'module')`.
const moduleOf = (name) => {
  const found =
    new RegExp(`^\\s+${name}: '([\\w/-]+)',$`, 'm').exec(table)?.[1] ??
    new RegExp(`page\\('[^']+', '${name}', '([\\w/-]+)'\\)`).exec(table)?.[1];
  if (!found) throw new Error(`src/app/route-table.tsx names no page module for ${name}.`);
  return `src/pages/${found}.tsx`;
};
const contentModules = new Set(contentNames.map(moduleOf));
if (contentModules.size === 0) throw new Error('src/app/page-kinds.ts names no content page.');
// Flow pages that start at the guest's first touch: the names in touchStartedPages. Before that they load no
// script file (their start is inline in the page); the app, the route and the flow runtime come at the touch.
const touchTable = kinds.slice(kinds.indexOf('const touchStartedPages'), kinds.indexOf('};', kinds.indexOf('const touchStartedPages')));
const touchModules = new Set([...touchTable.matchAll(/^\s+(\w+): /gm)].map((m) => moduleOf(m[1])));
if (touchModules.size === 0) throw new Error('src/app/page-kinds.ts names no page that starts on touch.');

const routes = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.endsWith('-page.tsx'))
  .map((key) => {
    const extra = [...closure(key)].filter((k) => !initial.has(k) && k !== runtimeKey);
    const usesRuntime = closure(key).has(runtimeKey);
    const content = contentModules.has(key);
    const touch = touchModules.has(key);
    const app = total(jsOf(initial)) + total(jsOf(extra)) + (usesRuntime ? runtime : 0);
    const beforeIdle = content ? total(jsOf(islandsStart)) : touch ? 0 : app;
    const atTouch = touch ? app + total(jsOf(replay.filter((k) => !extra.includes(k)))) : 0;
    const kind = content ? 'content' : touch ? 'touch' : 'flow';
    return { key, kind, own: gzipSize(manifest[key].file), beforeIdle, atTouch, css: total(cssOf(extra)), usesRuntime };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));

// Each island's code, loaded when it is needed (on idle or the first touch), beyond the islands entry;
// React, which every island needs, is counted once as the island runtime.
const hydrateKey = 'src/islands/hydrate-island.tsx';
const islandRuntime = [...closure(hydrateKey)].filter((k) => !islandsStart.has(k));
const islandChunks = (manifest[islandsKey].dynamicImports ?? [])
  .filter((k) => k !== hydrateKey)
  .map((key) => ({
    key,
    js: total(jsOf([...closure(key)].filter((k) => !islandsStart.has(k) && !islandRuntime.includes(k) && k !== runtimeKey))),
    usesRuntime: closure(key).has(runtimeKey),
  }));
const reactInStart = [...islandsStart].some((k) => /node_modules[\\/](react|react-dom|react-router)[\\/]/.test(manifest[k].src ?? k));
if (islandsStart.has(hydrateKey) || reactInStart)
  throw new Error('The islands entry imports React statically: content pages would load it before they are idle.');

const shellJs = total(jsOf(initial));
const startJs = total(jsOf(islandsStart));
console.log(`\nContent pages start with the islands entry: ${kb(startJs)} gzipped JavaScript, nothing else before they are idle`);
console.log(`Island runtime (React, loaded with a page's first island): ${kb(total(jsOf(islandRuntime)))} gzipped`);
console.log('Islands, gzipped, each loaded when it is needed (beyond the island runtime):');
const islandWidth = Math.max(...islandChunks.map((i) => i.key.length));
for (const i of islandChunks)
  console.log(`  ${i.key.padEnd(islandWidth)}  ${kb(i.js).padStart(9)}${i.usesRuntime ? '  + flow runtime' : ''}`);
console.log(`\nFlow pages start with the app (router, shell): ${kb(shellJs)} gzipped JavaScript, ${kb(total(cssOf(initial)))} CSS`);
console.log(`Flow runtime (XState and Effect Schema, shared by the pages with a form or a flow): ${kb(runtime)} gzipped`);
console.log(
  'JavaScript each route transfers before it is idle, gzipped (own chunk / before idle / its CSS); a page that starts on touch ' +
    'loads its app at the first touch (in brackets):',
);
const width = Math.max(...routes.map((r) => r.key.length));
for (const r of routes)
  console.log(
    `  ${r.key.padEnd(width)}  ${r.kind.padEnd(7)}  ${kb(r.own).padStart(9)}  ${kb(r.beforeIdle).padStart(9)}  ${kb(r.css).padStart(8)}` +
      (r.kind === 'touch' ? `  (${kb(r.atTouch)} at the first touch)` : ''),
  );

// Budgets (docs/performance.md#javascript-budget): gzip kB, JavaScript transferred before the page is idle.
const CONTENT_BUDGET_KB = 60;
// A flow page that starts at once. Every flow page starts at the first touch today (0 kB before idle); one
// that started at once would bring React DOM, the data router, the shell and the flow runtime, about 160 kB,
// and fail here (docs/performance.md#javascript-budget).
const FLOW_BUDGET_KB = 120;
const RUNTIME_BUDGET_KB = 45;

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
if (initial.has(widgetKey) || initial.has(socketKey) || islandsStart.has(widgetKey) || islandsStart.has(socketKey))
  throw new Error('The chat widget or its socket is in an entry: they load on the first press of the launcher.');
const widgetClosure = closure(widgetKey);
if (widgetClosure.has(socketKey)) throw new Error('The chat widget imports the socket adapter statically.');
const chatWidget = total(jsOf([...widgetClosure].filter((k) => !initial.has(k) && k !== runtimeKey)));
const chatSocket = total(jsOf([...closure(socketKey)].filter((k) => !initial.has(k) && !widgetClosure.has(k) && k !== runtimeKey)));
console.log(
  `Support chat, gzipped: launcher ${kb(chatLauncher)} (in the shell), widget ${kb(chatWidget)} (beyond the shell and the flow runtime), ` +
    `socket adapter with socket.io-client ${kb(chatSocket)}`,
);

// The phone input (react-phone-number-input with libphonenumber's rules): a chunk of its own, loaded with the
// first form that has a phone field; a page that starts on touch and draws one loads it at the touch, with its app.
const phoneKey = 'src/ui/phone-field.tsx';
if (!manifest[phoneKey] || initial.has(phoneKey)) throw new Error('The phone input is not a chunk of its own.');
const phoneInput = total(jsOf([...closure(phoneKey)].filter((k) => !initial.has(k) && k !== runtimeKey)));
console.log(
  `Phone input, gzipped: ${kb(phoneInput)}, loaded with a form that has a phone field (on a page that starts on touch and draws one, at the touch)`,
);

// Words (docs/performance.md#javascript-budget): the catalogs' code each content page can load (its islands entry,
// the header's and the chat launcher's islands, and its own), gzipped, in each language, at most 3 kB: there is
// no i18n runtime, only the messages its islands use. And no script of a language holds another's words: one
// sentence of each language's catalog is looked for in the others' scripts.
const WORDS_BUDGET_KB = 3;
const islandTable = source('src/islands/island-modules.ts');
/** An island's module (`src/pages/home/home-slides.tsx`) by its name, as island-modules.ts loads it. */
const islandModuleOf = (name) => {
  const at = islandTable.indexOf(`'${name}':`);
  const path = at === -1 ? undefined : /import\('\.\.\/([\w/-]+)'\)/.exec(islandTable.slice(at))?.[1];
  if (!path) throw new Error(`src/islands/island-modules.ts loads no module for the island ${name}.`);
  return `src/${path}.tsx`;
};
/** The islands a content page draws: the frame's two and those its module names. */
const islandsOfPage = (key) => [
  'site-header',
  'chat-launcher',
  ...[...source(key).matchAll(/<Island\s[^>]*?name="([a-z-]+)"/gs)].map((m) => m[1]),
];
function wordsOfPages(chunks, code) {
  const reach = (key, seen) => closure(key, seen, chunks);
  // An island's module may be a chunk of its own or part of a shared one (the frame's, which flow pages import too).
  const chunkOf = (module) => (chunks[module] ? module : (Object.keys(chunks).find((k) => (chunks[k].src ?? '') === module) ?? module));
  return [...contentModules].map((page) => {
    const keys = islandsOfPage(page).reduce((seen, island) => reach(chunkOf(islandModuleOf(island)), seen), reach(islandsKey, new Set()));
    const files = new Set([...keys].filter((k) => chunks[k]).map((k) => chunks[k].file));
    const words = [...files].flatMap((file) => Object.values(code[file] ?? {})).join('\n');
    return { page, bytes: words === '' ? 0 : gzipSync(words, { level: 9 }).length };
  });
}
const sentinelOf = (lang) => {
  const catalog = readFileSync(join(web, `../../packages/messages/src/${lang}/panels.ts`), 'utf8');
  const text = /couldNotReachVenue = '([^']+)'/.exec(catalog)?.[1];
  if (!text) throw new Error(`packages/messages/src/${lang}/panels.ts has no couldNotReachVenue to look for.`);
  return text.slice(0, 24);
};
const spoken = ['en', 'fr', 'es', 'he'];
const wordsReport = spoken.map((lang) => {
  const folder = join(web, 'dist-server', lang);
  const code = JSON.parse(readFileSync(join(folder, 'catalog-code.json'), 'utf8'));
  const own = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
  const files = [
    ...new Set(
      Object.values(own)
        .map((chunk) => chunk.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  const scripts = files.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
  const foreign = spoken.filter((other) => other !== lang && scripts.includes(sentinelOf(other)));
  const pages = wordsOfPages(own, code);
  const most = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return { lang, words: most.bytes, page: most.page, foreign };
});
console.log(
  `Words on a content page (the catalogs' code its islands can load, gzipped), the most: ` +
    wordsReport.map((w) => `${w.lang} ${kb(w.words)} (${w.page.replace(/^src\/pages\//, '')})`).join(', '),
);

const overBudget = [
  ...wordsReport
    .filter((w) => w.words / 1024 > WORDS_BUDGET_KB)
    .map((w) => `${w.lang}: content pages' words ${kb(w.words)} > ${WORDS_BUDGET_KB} kB`),
  ...wordsReport.filter((w) => w.foreign.length > 0).map((w) => `${w.lang}: its scripts hold words of ${w.foreign.join(', ')}`),
  ...(chatLauncher / 1024 > CHAT_LAUNCHER_BUDGET_KB ? [`chat launcher ${kb(chatLauncher)} > ${CHAT_LAUNCHER_BUDGET_KB} kB`] : []),
  ...(chatWidget / 1024 > CHAT_WIDGET_BUDGET_KB ? [`chat widget ${kb(chatWidget)} > ${CHAT_WIDGET_BUDGET_KB} kB`] : []),
  ...routes
    .filter((r) => r.beforeIdle / 1024 > (r.kind === 'flow' ? FLOW_BUDGET_KB : CONTENT_BUDGET_KB))
    .map((r) => `${r.key} transfers ${kb(r.beforeIdle)} before it is idle > ${r.kind === 'flow' ? FLOW_BUDGET_KB : CONTENT_BUDGET_KB} kB`),
  ...(runtime / 1024 > RUNTIME_BUDGET_KB ? [`flow runtime ${kb(runtime)} > ${RUNTIME_BUDGET_KB} kB`] : []),
];
console.log(
  `Budget (gzip, JavaScript before the page is idle): every content page and page that starts on touch at most ${CONTENT_BUDGET_KB} kB, every other flow page at most ` +
    `${FLOW_BUDGET_KB} kB; the flow runtime at most ${RUNTIME_BUDGET_KB} kB; the chat launcher at most ` +
    `${CHAT_LAUNCHER_BUDGET_KB} kB and the chat widget at most ${CHAT_WIDGET_BUDGET_KB} kB without socket.io-client`,
);

const START = '<!-- bundle-report:start -->';
const END = '<!-- bundle-report:end -->';
const generated = `${START}
<!-- Written by \`apps/web/scripts/report-bundle.mjs --write\` (npm run build); edit outside these markers only. -->

Sizes are gzip level 9 of the production build.

## Before a page is idle

Content pages (\`apps/web/src/app/page-kinds.ts\`) start with the islands entry and nothing else:
${kb(startJs)}. Each island loads its code when it is needed, on idle or at the guest's first touch,
with React (the island runtime, ${kb(total(jsOf(islandRuntime)))}) the first time. Flow pages start
with the app (router and shell, ${kb(shellJs)}), their route's chunks and, for pages with a form or
a flow, the flow runtime (XState and Effect Schema, ${kb(runtime)}).

A flow page that starts on touch (\`touch\`) loads no script file before the guest's first press, key or
focus in it; the JavaScript it loads then is in brackets, and a page whose form has a phone field loads the
phone input (${kb(phoneInput)}) with it.

| route module | kind | own chunk | before idle (JS) | its CSS |
|---|---|---|---|---|
${routes.map((r) => `| \`${r.key.replace('src/pages/', '')}\` | ${r.kind} | ${kb(r.own)} | ${kb(r.beforeIdle)}${r.kind === 'touch' ? ` (${kb(r.atTouch)} at the first touch)` : ''} | ${kb(r.css)} |`).join('\n')}

## Islands

Loaded when needed, beyond the island runtime:

| island module | JS | flow runtime |
|---|---|---|
${islandChunks.map((i) => `| \`${i.key.replace(/^_/, '').replace('src/', '')}\` | ${kb(i.js)} | ${i.usesRuntime ? 'yes' : ''} |`).join('\n')}
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
