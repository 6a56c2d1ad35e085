// Backups of the embedded database and the uploads (docs/backend.md#backups). The database is dumped by
// the process that has it open, between two statements, so the copy is consistent while guests keep
// ordering: `npm run backup` asks a running server for one (SIGUSR2) or, with no server, opens the
// folder itself. A backup is a folder: database.tar.gz (PGlite's own dump) and uploads/.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openPgliteDatabase, type PgliteDatabase } from '../db/pglite.database';

const DATABASE_FILE = 'database.tar.gz';
/** Written into the data folder after each backup, so `npm run backup` learns where a running server put it. */
export const LAST_BACKUP_FILE = 'last-backup';

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

const isEmptyFolder = async (path: string) => (await readdir(path).catch(() => [])).length === 0;

export interface BackupPlaces {
  readonly dataDir: string;
  readonly databaseDir: string;
  readonly uploadsDir: string;
  readonly backupDir: string;
}

export async function writeBackup(db: PgliteDatabase, places: BackupPlaces, now: Date): Promise<string> {
  const folder = join(places.backupDir, stamp(now));
  await mkdir(folder, { recursive: true });
  const dump = await db.dump();
  await writeFile(join(folder, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  await cp(places.uploadsDir, join(folder, 'uploads'), { recursive: true, force: false, errorOnExist: false });
  await writeFile(join(places.dataDir, LAST_BACKUP_FILE), folder);
  return folder;
}

/** Makes a data folder from a backup; refuses one that already holds a database. */
export async function restoreBackup(folder: string, places: Omit<BackupPlaces, 'backupDir'>): Promise<void> {
  if (!(await isEmptyFolder(places.databaseDir)))
    throw new Error(`${places.databaseDir} already holds a database: restore into an empty VENUE_DATA_DIR.`);
  const dump = new Blob([await readFile(join(folder, DATABASE_FILE))]);
  const db = await openPgliteDatabase(places.databaseDir, dump);
  await db.close();
  await cp(join(folder, 'uploads'), places.uploadsDir, { recursive: true });
}
