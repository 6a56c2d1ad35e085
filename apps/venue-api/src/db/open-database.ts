// The database the configuration asks for: a PostgreSQL server when DATABASE_URL is set,
// else the embedded one in the data folder (docs/backend.md#postgresql-server).
import type { BackendConfig } from '../config/env';
import { openPgliteDatabase, type PgliteDatabase } from './pglite.database';
import { openPostgresDatabase, type PostgresDatabase } from './postgres.database';

export type OpenedDatabase =
  { readonly kind: 'pglite'; readonly db: PgliteDatabase } | { readonly kind: 'postgres'; readonly db: PostgresDatabase };

export async function openDatabase(
  config: Pick<BackendConfig, 'databaseUrl' | 'databasePoolSize' | 'databaseDir'>,
): Promise<OpenedDatabase> {
  if (config.databaseUrl)
    return { kind: 'postgres', db: await openPostgresDatabase(config.databaseUrl, { poolSize: config.databasePoolSize }) };
  return { kind: 'pglite', db: await openPgliteDatabase(config.databaseDir) };
}
