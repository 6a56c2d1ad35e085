// Prints the demo venue in the seed format, a starting point for a VENUE_SEED file:
//   npx tsx apps/venue-api/src/seed/export-demo-seed.ts [YYYY-MM-DD] > my-venue.json
import { venueDayOf } from '@venue/core/shared/time-zone';
import { DEFAULT_TIME_ZONE } from '../config/env';
import { buildDemoSeed } from './demo-venue';

const today = process.argv[2] ?? venueDayOf(new Date(), DEFAULT_TIME_ZONE);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`Expected a date YYYY-MM-DD, got "${today}".`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(buildDemoSeed(today), null, 2)}\n`);
