// The door page's two scripts, built from TypeScript (apps/venue-api/door-app/) by esbuild in this process
// the first time they are asked for, then kept in memory: `npm start` and the tests need no build step,
// and the page names each by its content hash so a new build is never hidden by a cache.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface BuiltScript {
  readonly code: string;
  readonly hash: string;
}

export interface DoorScripts {
  /** The page's script: the core door machine, the camera, the device's copy of the night. */
  readonly app: BuiltScript;
  /** The service worker that keeps the page and its script for when the network is gone. */
  readonly worker: BuiltScript;
}

const appDir = fileURLToPath(new URL('../../door-app/', import.meta.url));

async function bundle(): Promise<DoorScripts> {
  const result = await build({
    entryPoints: { app: `${appDir}door-app.ts`, worker: `${appDir}door-worker.ts` },
    bundle: true,
    write: false,
    outdir: 'door',
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const byName = (name: string): BuiltScript => {
    const file = result.outputFiles.find((f) => f.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`door: esbuild made no ${name}.js`);
    return { code: file.text, hash: createHash('sha256').update(file.text).digest('base64url').slice(0, 12) };
  };
  return { app: byName('app'), worker: byName('worker') };
}

let built: Promise<DoorScripts> | undefined;

/** Built once a process; a failed build is tried again on the next request. */
export function doorScripts(): Promise<DoorScripts> {
  if (!built) {
    built = bundle();
    built.catch(() => (built = undefined));
  }
  return built;
}
