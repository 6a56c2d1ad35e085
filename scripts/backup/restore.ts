// `npm run restore -- <backup folder>`: makes the (empty) VENUE_DATA_DIR from a backup (docs/backend.md#backups).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readConfig } from '../../apps/venue-api/src/config/env';
import { restoreBackup } from '../../apps/venue-api/src/maintenance/backup';

const folder = process.argv[2];
if (folder === undefined) {
  console.error('Usage: VENUE_DATA_DIR=<empty folder> npm run restore -- <backup folder>');
  process.exit(1);
}
const config = readConfig();
await mkdir(config.uploadsDir, { recursive: true });
await restoreBackup(resolve(folder), config);
console.log(`Restored ${folder} into ${config.dataDir}; start the site on it with VENUE_DATA_DIR=${config.dataDir} npm start`);
