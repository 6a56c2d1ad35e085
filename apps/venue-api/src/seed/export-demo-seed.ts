// Prints the demo venue in the seed format, a starting point for a VENUE_SEED file:
//   npx tsx apps/venue-api/src/seed/export-demo-seed.ts [YYYY-MM-DD] [--demo paris|tel-aviv|tokyo] > my-venue.json
// (npm run seed:export -- --demo paris). Without a date, today where the venue is.
import { venueDayOf } from '@venue/core/shared/time-zone';
import { buildDemoSeedFile, demoTimeZone } from './demo-venue';
import { DEMO_VARIANT_NAMES, isDemoVariantName } from './demo/demo-variant-names';

const args = process.argv.slice(2);
const demoAt = args.indexOf('--demo');
const demo = demoAt >= 0 ? args[demoAt + 1] : undefined;
if (demo !== undefined && !isDemoVariantName(demo)) {
  console.error(`--demo must be one of ${DEMO_VARIANT_NAMES.join(', ')}, got "${demo}".`);
  process.exit(1);
}
if (demoAt >= 0 && demo === undefined) {
  console.error(`--demo needs a variant: ${DEMO_VARIANT_NAMES.join(', ')}.`);
  process.exit(1);
}
const dates = args.filter((_, i) => demoAt < 0 || (i !== demoAt && i !== demoAt + 1));
const today = dates[0] ?? venueDayOf(new Date(), demoTimeZone(demo));
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`Expected a date YYYY-MM-DD, got "${today}".`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(buildDemoSeedFile(today, demo), null, 2)}\n`);
