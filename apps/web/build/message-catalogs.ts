// The site is built once per language (docs/architecture.md#languages): `~messages/<area>` is that
// language's catalog of the area, so each build's scripts hold its own messages only, and only those its
// pages use (a catalog's messages are named exports, shaken like any code). The pseudo-language is English
// passed through pseudoMessage, made here rather than written.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const PREFIX = '~messages/';
const PSEUDO = 'en-XA';
const VIRTUAL = '\0venue-pseudo-catalog:';

export const catalogsFolder = fileURLToPath(new URL('../../../packages/messages/src/', import.meta.url));
const pseudoModule = fileURLToPath(new URL('../../../packages/messages/src/pseudo-text.ts', import.meta.url));

/** The names a catalog module exports (`export const name`, `export function name`). */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:const|function) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? '');
}

function pseudoCatalog(area: string): string {
  const english = `${catalogsFolder}en/${area}.ts`;
  if (area === 'language') return `export const LANGUAGE = '${PSEUDO}';`;
  const names = exportedNames(readFileSync(english, 'utf8'));
  return [
    `import * as en from ${JSON.stringify(english)};`,
    `import { pseudoMessage } from ${JSON.stringify(pseudoModule)};`,
    ...names.map((name) => `export const ${name} = /* @__PURE__ */ pseudoMessage(en.${name});`),
  ].join('\n');
}

/** Where each build writes its chunks' catalog code, for the bundle report's measure of words per page. */
export const CATALOG_CODE_FILE = '.vite/catalog-code.json';

const isCatalogModule = (id: string) => id.startsWith(catalogsFolder) || id.startsWith(VIRTUAL);

export function messageCatalogs(language: string): Plugin {
  return {
    name: 'venue-message-catalogs',
    enforce: 'pre',
    // Each browser chunk's code from the catalogs, as rendered: scripts/report-bundle.mjs weighs a content
    // page's words with it (docs/performance.md#javascript-budget).
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      // By chunk file, then by catalog (its path from the catalogs' folder), the code as rendered.
      const code: Record<string, Record<string, string>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const words = Object.entries(chunk.modules).filter(([id]) => isCatalogModule(id));
        if (words.length > 0)
          code[chunk.fileName] = Object.fromEntries(
            words.map(([id, module]) => [id.replace(catalogsFolder, '').replace(VIRTUAL, 'pseudo:'), module.code ?? '']),
          );
      }
      this.emitFile({ type: 'asset', fileName: CATALOG_CODE_FILE, source: JSON.stringify(code) });
    },
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const area = id.slice(PREFIX.length);
      if (!/^[a-z][a-z0-9-]*$/.test(area)) return null;
      return language === PSEUDO ? `${VIRTUAL}${area}` : `${catalogsFolder}${language}/${area}.ts`;
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? pseudoCatalog(id.slice(VIRTUAL.length)) : null;
    },
  };
}
