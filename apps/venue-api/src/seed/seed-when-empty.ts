// Start-up seeding: an empty database gets the demo venue (or its local variant VENUE_DEMO), or the
// VENUE_SEED file when one is given. A database that already holds a venue is left alone.
import type { Database } from '../db/database.port';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { buildDemoSeedFile, demoTimeZone } from './demo-venue';
import type { DemoVariantName } from './demo/demo-variant-names';
import { loadSeedFile } from './load-seed-file';
import { describeSeedError, parseSeed } from './parse-seed';
import { writeSeed } from './write-seed';

export type SeedOutcome = { readonly seeded: false } | { readonly seeded: true; readonly source: string };

/** `uploadsDir`: where the pictures a seed file names by path are stored (docs/seed-format.md#pictures). */
export interface SeedOptions {
  readonly seedFile?: string | undefined;
  readonly uploadsDir?: string | undefined;
  /** The demo's local variant (VENUE_DEMO) when no seed file is given. */
  readonly demo?: DemoVariantName | undefined;
  readonly now: Date;
}

export async function seedWhenEmpty(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  const [row] = await db.query<{ venues: number }>('SELECT count(*)::int AS venues FROM venue');
  if ((row?.venues ?? 0) > 0) return { seeded: false };
  const source = options.seedFile ?? (options.demo ? `the generated demo venue (${options.demo})` : 'the generated demo venue');
  // The demo is dated from the seeding day where the venue is (docs/product.md#the-demo-venue).
  const seed = options.seedFile
    ? await loadSeedFile(options.seedFile, options.uploadsDir)
    : parseSeed(buildDemoSeedFile(venueDayOf(options.now, demoTimeZone(options.demo)), options.demo), source);
  // A bad seed is a configuration error: stop start-up with the path of the field at fault.
  if (!seed.ok) throw new Error(`The venue seed is invalid: ${describeSeedError(seed.error)}`);
  await writeSeed(db, seed.value);
  return { seeded: true, source };
}
