// The built site's manifest (English's, dist-server/en/manifest.json, apps/web/build/build-languages.ts): which file each source module became. Built files
// are named by their hash alone (vite.config.ts), so a test that means a module asks here for its file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Chunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist-server/en/manifest.json', import.meta.url)), 'utf8'),
) as Record<string, Chunk>;

/** The path the site serves a source module's built file at, e.g. `src/ui/sanitize-html.tsx`. */
export function builtPath(source: string): string {
  const chunk = manifest[source];
  if (chunk === undefined) throw new Error(`The build manifest has no ${source}.`);
  return `/${chunk.file}`;
}
