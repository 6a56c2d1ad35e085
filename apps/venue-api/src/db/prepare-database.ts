// Start-up: migrations, then the seed when the database is empty. Instances that start together
// on one server take turns (Database.exclusively), so each migration and the seed run once.
import { seedWhenEmpty, type SeedOptions, type SeedOutcome } from '../seed/seed-when-empty';
import type { Database } from './database.port';
import { migrate } from './migrate';

export function prepareDatabase(db: Database, seed: SeedOptions): Promise<SeedOutcome> {
  return db.exclusively(async () => {
    await migrate(db);
    return seedWhenEmpty(db, seed);
  });
}
