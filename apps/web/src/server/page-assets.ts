// The CSS and scripts a server-rendered page needs, read from Vite's build manifest. Styles are written
// into the page itself (docs/performance.md#first-paint): a stylesheet link would hold the first paint
// back by a round trip, and the whole site's CSS is a few kilobytes.
import { escapeHtml } from './html';

export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
  /** The chunk's name: its first module's, also when the bundler merged shared modules into it. */
  readonly name?: string;
  /** The source module a chunk of its own stands for; absent on a chunk the bundler made of several. */
  readonly src?: string;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;
/** The built CSS files' text, by file name as the manifest writes it (assets/x.css). */
export type Stylesheets = Readonly<Record<string, string>>;

function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
}

// Built CSS is the site's own; a "</style" in it would still end the element early.
const styleElement = (file: string, css: string): string =>
  `<style data-href="/${escapeHtml(file)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * A chunk's stylesheet, inline. The disabled link beside it is never fetched; it tells Vite's module
 * loader, which looks for stylesheet links, that the chunk's CSS is on the page, so a chunk loaded
 * later does not fetch and apply the same CSS a second time (restyling the whole page).
 */
function pageStyle(file: string, stylesheets: Stylesheets): string {
  const link = `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}"`;
  const css = stylesheets[file];
  return css === undefined ? `${link}>` : `${styleElement(file, css)}\n    ${link} disabled>`;
}

/** The template with the entry's stylesheet links replaced by the styles themselves. */
export function inlineEntryStyles(template: string, stylesheets: Stylesheets): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file: string) =>
    pageStyle(file, stylesheets),
  );
}

/** The manifest keys of the two entries: the app with its router (flow pages), the islands (content pages). */
export const APP_ENTRY = 'index.html';
/** What the app's entry loads next (main.tsx): the router and the shell, whose styles every page needs. */
export const APP_START = 'src/app/start-app.tsx';

const startKeys = new WeakMap<Manifest, string>();

/**
 * The app's start in the manifest: its own key while it is a chunk of its own; when the bundler merges modules the
 * pages share into it (it did once a page imported one more of them), the chunk named after it. Missing it would
 * leave the shell's styles out of every first HTML (the chat launcher drawn unstyled until its island loads).
 */
export function appStartKey(manifest: Manifest): string {
  const known = startKeys.get(manifest);
  if (known !== undefined) return known;
  const key =
    manifest[APP_START] === undefined
      ? Object.entries(manifest).find(([, chunk]) => chunk.name === 'start-app' && chunk.src === undefined)?.[0]
      : APP_START;
  if (key === undefined) throw new Error(`The build manifest has no ${APP_START}, nor a chunk named after it.`);
  startKeys.set(manifest, key);
  return key;
}
export const ISLANDS_ENTRY = 'src/islands/islands-entry.ts';

/** The islands entry's script, as the page's start names it. */
export const islandsEntryScript = (manifest: Manifest): string => chunkFileOf(manifest, ISLANDS_ENTRY);

/** The keys of the app's start and the page modules with what they import, less what the app's entry already brings. */
function pageKeys(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = new Set<string>();
  closure(manifest, APP_ENTRY, entry);
  const page = new Set<string>();
  for (const module of [appStartKey(manifest), ...modules]) closure(manifest, module, page);
  return [...page].filter((k) => !entry.has(k));
}

/**
 * The style tags of the app's start and the page modules (manifest keys), leaving out what the app's entry
 * already brings: the shell's styles are on every page, content pages included.
 */
export function pageStyles(manifest: Manifest, modules: readonly string[], stylesheets: Stylesheets): string {
  const css = [...new Set(pageKeys(manifest, modules).flatMap((k) => manifest[k]?.css ?? []))];
  return css.map((f) => pageStyle(f, stylesheets)).join('\n    ');
}

/** The JavaScript of the app's start and the page modules (manifest keys) beyond the entry's: what the app loads when it starts. */
export function pageScripts(manifest: Manifest, modules: readonly string[]): string[] {
  const js = pageKeys(manifest, modules).map((k) => manifest[k]?.file);
  return js.filter((f): f is string => f?.endsWith('.js') === true).map((f) => `/${f}`);
}

/** A chunk's address as a page names it (`/assets/x.js`), of a manifest key. */
export function chunkFileOf(manifest: Manifest, key: string): string {
  const file = manifest[key]?.file;
  if (file === undefined) throw new Error(`The build manifest has no ${key}.`);
  return `/${file}`;
}

const keysByFile = new WeakMap<Manifest, ReadonlyMap<string, string>>();

/** The manifest keys of chunks named by their address (`/assets/x.js`); null when one is not of this build. */
export function keysOfChunks(manifest: Manifest, chunks: readonly string[]): string[] | null {
  let byFile = keysByFile.get(manifest);
  if (byFile === undefined) {
    byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
    keysByFile.set(manifest, byFile);
  }
  const keys = chunks.map((chunk) => byFile.get(chunk));
  return keys.every((key) => key !== undefined) ? keys : null;
}
