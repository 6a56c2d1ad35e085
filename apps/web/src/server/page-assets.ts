// The CSS and scripts a server-rendered page needs beyond the entry, read from Vite's build
// manifest: the matched page chunks' styles (so the first paint is styled) and modulepreloads.
import { escapeHtml } from './html';

export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
}

/** Link tags for the page modules (manifest keys), leaving out what the entry already brings. */
export function pageAssetsHtml(manifest: Manifest, modules: readonly string[]): string {
  const entry = new Set<string>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entryKey) closure(manifest, entryKey, entry);
  const page = new Set<string>();
  for (const module of modules) closure(manifest, module, page);
  const keys = [...page].filter((k) => !entry.has(k));
  const css = [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))];
  const js = keys.map((k) => manifest[k]?.file).filter((f): f is string => f?.endsWith('.js') === true);
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
  ].join('\n    ');
}
