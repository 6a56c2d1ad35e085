import react from '@vitejs/plugin-react';
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { messageCatalogs } from './build/message-catalogs.ts';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// The app's shell: its entry and the start it loads in stages (main.tsx).
const shellRoots = ['src/main.tsx', 'src/app/start-app.tsx'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
const islandsEntry = fileURLToPath(new URL('src/islands/islands-entry.ts', import.meta.url));
const runtimeLibrary = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|effect)[\\/]/;
let shellModules: Set<string> | undefined;

/** Every module the shell imports statically: what the first paint of any page needs. */
function staticClosure(graph: ModuleGraph, id: string, seen: Set<string>): Set<string> {
  if (seen.has(id)) return seen;
  seen.add(id);
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) staticClosure(graph, imported, seen);
  return seen;
}

// XState and Effect Schema, less the few modules the shell itself uses, in one chunk shared by every page
// with a form or a flow: fetched once, and not counted again by each route (docs/performance.md#javascript-budget).
function flowRuntimeChunk(id: string, graph: ModuleGraph): string | null {
  if (!runtimeLibrary.test(id)) return null;
  shellModules ??= shellRoots.reduce((seen, root) => staticClosure(graph, root, seen), new Set<string>());
  return shellModules.has(id) ? null : 'flow-runtime';
}

const apiPort = process.env.API_PORT ?? '8080';

// The phone input's country flags, served by the site itself at /flags/{XX}.svg rather than fetched
// from the library's web site: a page never depends on another site to draw its form.
function countryFlags(): Plugin {
  const flags = join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');
  let outDir = '';
  let ssr = false;
  return {
    name: 'venue-country-flags',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: () => {
      if (!ssr) cpSync(flags, join(outDir, 'flags'), { recursive: true });
    },
  };
}

export default defineConfig({
  plugins: [messageCatalogs(process.env.VENUE_BUILD_LANGUAGE ?? 'en'), react(), countryFlags()],
  server: {
    port: 5173,
    proxy: { '/venue-api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
  build: {
    outDir: 'dist',
    // Every browser the site supports knows modulepreload (Safari since 17): no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Each language's build after the first adds its files to the first's (build/build-languages.ts).
    emptyOutDir: process.env.VENUE_BUILD_KEEP_DIST !== '1',
    manifest: true,
    rolldownOptions: {
      // Two entries: the app with its router for flow pages, the islands for content pages
      // (docs/decisions.md#islands-on-content-pages). The server picks one per page.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), islands: islandsEntry },
      output: {
        // Chunks and assets by their content hash alone: a flow page's start names each module its app loads
        // at the first touch (server/script-start.ts), some 80 on a form page, and their names had been a
        // tenth of that page's first HTML (docs/performance.md#first-paint). The manifest keeps the names.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            { name: flowRuntimeChunk, includeDependenciesRecursively: false },
            // React DOM in a chunk of its own name: the app's entry and every island share it.
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
