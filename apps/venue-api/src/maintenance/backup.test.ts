// A backup taken while the database is open, restored into an empty folder, holds the same orders and files.
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite.database';
import { DB_START_TIMEOUT_MS } from '../testing/test-api';
import { LAST_BACKUP_FILE, restoreBackup, writeBackup } from './backup';

async function places(root: string) {
  const dataDir = join(root, 'data');
  const uploadsDir = join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  return { dataDir, databaseDir: join(dataDir, 'pglite'), uploadsDir, backupDir: join(root, 'backups') };
}

const ORDER = `INSERT INTO orders (id, kind, status, payload, created_at) VALUES ($1, 'gift-cards', 'created', '{}'::jsonb, now())`;

describe('backups', () => {
  it(
    'copies an open database and the uploads, and restores them into an empty folder only',
    { timeout: 3 * DB_START_TIMEOUT_MS },
    async () => {
      const from = await places(await mkdtemp(join(tmpdir(), 'venue-backup-')));
      const db = await openPgliteDatabase(from.databaseDir);
      await migrate(db);
      await db.query(ORDER, ['order-1']);
      await writeFile(join(from.uploadsDir, 'photo.png'), 'picture');
      const folder = await writeBackup(db, from, new Date('2026-11-24T10:00:00Z'));
      // Written after the backup: not in it.
      await db.query(ORDER, ['order-2']);
      await db.close();
      expect(await readFile(join(from.dataDir, LAST_BACKUP_FILE), 'utf8')).toBe(folder);

      const to = await places(await mkdtemp(join(tmpdir(), 'venue-restore-')));
      await restoreBackup(folder, to);
      const restored = await openPgliteDatabase(to.databaseDir);
      expect(await restored.query('SELECT id FROM orders ORDER BY id')).toEqual([{ id: 'order-1' }]);
      await restored.close();
      expect(await readFile(join(to.uploadsDir, 'photo.png'), 'utf8')).toBe('picture');
      await expect(restoreBackup(folder, to)).rejects.toThrow(/already holds a database/);
    },
  );
});
