// `npm run verify:running -- http://HOST:PORT`: verifies every pact in contracts/ against a running
// server with Pact's standalone verifier, as the venue's backend team runs it (docs/contracts.md). The
// server must answer provider states at <base path>/_pact/provider-states (VENUE_CONTRACT_STATES=1 for
// the embedded backend). Signs in with VENUE_CLIENT_ID, VENUE_CLIENT_SECRET, VENUE_USERNAME and
// VENUE_PASSWORD, the demo client's by default.
import { credentialsFromEnv } from '../replay/live-ports';
import { runningApi, runVerifier, signIn, summary } from './standalone-verifier';

const address = process.argv[2];
if (address === undefined) {
  console.error('Usage: npm run verify:running -- http://HOST:PORT[/base-path]   (the base path is /venue-api unless given)');
  process.exit(2);
}
try {
  const api = runningApi(address);
  const token = await signIn(api, credentialsFromEnv(process.env));
  const run = await runVerifier(api, token, true);
  console.log(summary(run, `Verified ${api.url.origin}${api.basePath}`));
  process.exit(run.report.passed ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
