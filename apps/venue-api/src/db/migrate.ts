// Applies the plain SQL files of migrations/ in name order, each in its own transaction,
// and records them so a second run applies nothing.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.port';

export const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

const migrationFile = /^\d{3}-[a-z0-9-]+\.sql$/;

export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(dir)).filter((f) => migrationFile.test(f)).sort();
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = await readFile(join(dir, file), 'utf8');
    // One transaction per file: a failing script leaves no half-applied schema behind.
    try {
      await db.exec(`BEGIN;\n${script}\n;INSERT INTO schema_migration (name) VALUES ('${file}');\nCOMMIT;`);
    } catch (error) {
      await db.exec('ROLLBACK');
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    applied.push(file);
  }
  return applied;
}
