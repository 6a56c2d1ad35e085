// The built site's immutable files (hashed assets, the phone input's flags), kept in memory with their
// gzip, made once at the best compression. Every page load asks for some fifty of them; reading and
// gzipping each on every request cost the server about 180 ms of CPU a page load (docs/performance.md,
// "Serving the built files").
import { readFile } from 'node:fs/promises';
import { constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsGzip, GZIP_THRESHOLD } from './gzip-answer';

interface BuiltFile {
  readonly body: Uint8Array<ArrayBuffer>;
  /** Undefined when the gzip would not be smaller (pictures, tiny files). */
  readonly gzipped: Uint8Array<ArrayBuffer> | undefined;
}

async function load(path: string): Promise<BuiltFile> {
  const body = new Uint8Array(await readFile(path));
  if (body.byteLength < GZIP_THRESHOLD) return { body, gzipped: undefined };
  const gzipped = new Uint8Array(gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  return { body, gzipped: gzipped.byteLength < body.byteLength ? gzipped : undefined };
}

/** Answers files that never change under their name; each is read and compressed once, on its first request. */
export function builtFiles() {
  // Bounded by the build: only files that exist in it are ever kept.
  const kept = new Map<string, Promise<BuiltFile>>();
  return async (c: Context, path: string, headers: Record<string, string>): Promise<Response> => {
    let file = kept.get(path);
    if (file === undefined) {
      file = load(path);
      kept.set(path, file);
      file.catch(() => kept.delete(path));
    }
    const { body, gzipped } = await file;
    const common = { ...headers, vary: 'Accept-Encoding' };
    if (gzipped !== undefined && acceptsGzip(c))
      return c.body(gzipped, 200, { ...common, 'content-encoding': 'gzip', 'content-length': String(gzipped.byteLength) });
    // With its length the compress middleware leaves the body alone.
    return c.body(body, 200, { ...common, 'content-length': String(body.byteLength) });
  };
}
