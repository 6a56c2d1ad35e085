// `npm run backup`: a consistent copy of the data folder (docs/backend.md#backups). A running server
// writes it itself on SIGUSR2 (its database is open there); with no server, this opens the folder.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../../apps/venue-api/src/config/env';
import { openPgliteDatabase } from '../../apps/venue-api/src/db/pglite.database';
import { LAST_BACKUP_FILE, writeBackup } from '../../apps/venue-api/src/maintenance/backup';
import { lockDataFolder, serverUsing } from '../../apps/venue-api/src/process/data-folder-lock';

const WAIT_MS = 120_000;

async function askServer(pid: number, dataDir: string): Promise<string> {
  const marker = join(dataDir, LAST_BACKUP_FILE);
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  while (Date.now() - asked < WAIT_MS) {
    const written = await stat(marker).then(
      (s) => s.mtimeMs >= asked - 1000,
      () => false,
    );
    if (written) return (await readFile(marker, 'utf8')).trim();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server (pid ${pid}) did not write a backup within ${WAIT_MS / 1000} s; see its log.`);
}

async function backupStopped(config: ReturnType<typeof readConfig>): Promise<string> {
  const unlock = await lockDataFolder(config.dataDir);
  try {
    const db = await openPgliteDatabase(config.databaseDir);
    try {
      return await writeBackup(db, config, new Date());
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}

const config = readConfig();
const pid = await serverUsing(config.dataDir);
const folder = pid === null ? await backupStopped(config) : await askServer(pid, config.dataDir);
console.log(`Backup of ${config.dataDir}${pid === null ? '' : ` (from the running server, pid ${pid})`} written to ${folder}`);
console.log(`Restore it into an empty data folder with: VENUE_DATA_DIR=<folder> npm run restore -- ${folder}`);
