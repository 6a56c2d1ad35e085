import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const shellEntry = fileURLToPath(new URL('src/main.tsx', import.meta.url));
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
  shellModules ??= staticClosure(graph, shellEntry, new Set());
  return shellModules.has(id) ? null : 'flow-runtime';
}

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/venue-api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: flowRuntimeChunk, includeDependenciesRecursively: false }] },
      },
    },
  },
});
