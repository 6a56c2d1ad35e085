// Vitest global set-up of the backend's PGlite test projects. A new PGlite runs initdb in WebAssembly,
// seconds on this kind of machine, and every test file opens databases of its own: so one new, empty
// database is made once and written out, and each test database starts as a copy of it
// (testing/test-database.ts). A copy is just as new and empty: no migration applied, nothing seeded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDatabase } from '../db/pglite.database';

export default async function setup(): Promise<() => void> {
  const db = await openPgliteDatabase();
  const dump = await db.dump();
  await db.close();
  const folder = mkdtempSync(join(tmpdir(), 'venue-pglite-template-'));
  const file = join(folder, 'empty-database.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.VENUE_TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
