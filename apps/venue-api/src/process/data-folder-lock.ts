// One server per data folder: PGlite has no lock of its own, and two processes writing the same
// files would corrupt them. The server writes its pid into the folder while it runs; the backup
// refuses a folder whose server is alive (docs/backend.md#data-that-survives).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the live server using the folder, or null (a pid left by a killed server is not alive). */
export async function serverUsing(dataDir: string): Promise<number | null> {
  let pid: number;
  try {
    pid = Number((await readFile(lockFile(dataDir), 'utf8')).trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Claims the folder for this process; refuses when a live server already has it. */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const other = await serverUsing(dataDir);
  if (other !== null) throw new Error(`Another server (pid ${other}) is using ${dataDir}: stop it first, or set VENUE_DATA_DIR.`);
  await writeFile(lockFile(dataDir), String(process.pid));
  return () => rm(lockFile(dataDir), { force: true });
}
