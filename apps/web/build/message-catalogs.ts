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

export function messageCatalogs(language: string): Plugin {
  return {
    name: 'venue-message-catalogs',
    enforce: 'pre',
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
