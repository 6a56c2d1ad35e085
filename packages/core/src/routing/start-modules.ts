// Where a flow page's start asks which modules to preload when its app starts (docs/performance.md#first-paint).
// The page names its entry and its own chunks; the site's server answers with every module the app then loads.
// Written into each page, that list (some hundred names on a form page) had pushed its first HTML past the
// first round trip. The page writes the address, the server reads it back: both with these two functions.

export const START_MODULES_PATH = '/start-modules';

/** A page names its entry, its route's chunks and the phone field's: a few, never many. */
export const MAX_START_MODULE_NAMES = 8;

/** A built chunk as the build names it: `/assets/<name>.js`, the name a content hash or `index-<hash>`. */
const CHUNK_FILE = /^\/assets\/([\w-]{1,64})\.js$/;
const CHUNK_NAME = /^[\w-]{1,64}$/;

/** The address that asks for the modules of these chunks (`/assets/x.js` each; the entry's first). */
export function startModulesHref(chunks: readonly string[]): string {
  const names = chunks.map((chunk) => CHUNK_FILE.exec(chunk)?.[1]);
  if (names.length === 0 || names.length > MAX_START_MODULE_NAMES || names.some((name) => name === undefined))
    throw new Error(`A page's start names one to ${MAX_START_MODULE_NAMES} built chunks (/assets/<name>.js): ${chunks.join(', ')}`);
  return `${START_MODULES_PATH}?for=${names.join(',')}`;
}

/** The chunks an address's `for` names, as `/assets/x.js`; null for anything else. */
export function startModulesAsked(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const names = value.split(',');
  if (names.length > MAX_START_MODULE_NAMES || !names.every((name) => CHUNK_NAME.test(name))) return null;
  return names.map((name) => `/assets/${name}.js`);
}
