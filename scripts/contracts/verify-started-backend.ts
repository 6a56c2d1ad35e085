// `npm run verify:contracts:running` (part of npm test): the embedded backend started as its own process
// (main.ts, a fresh data folder, VENUE_CONTRACT_STATES=1) and verified twice by Pact's standalone
// verifier, as a backend team would verify its server: every interaction of contracts/, the messages
// included, must pass both times; the second run shows the states can be set up again on the same server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClient } from '../../apps/venue-api/src/config/demo-client';
import { startBackendProcess } from '../../apps/venue-api/src/testing/backend-process';
import { contractInteractions, runningApi, runVerifier, signIn, summary } from './standalone-verifier';

const RUNS = 2;

const dataDir = mkdtempSync(join(tmpdir(), 'venue-contracts-'));
const backend = await startBackendProcess({ VENUE_DATA_DIR: dataDir, VENUE_CONTRACT_STATES: '1' });
let failed = false;
try {
  const api = runningApi(backend.origin);
  const token = await signIn(api, demoClient);
  const { http, messages } = contractInteractions();
  for (let n = 1; n <= RUNS; n++) {
    const run = await runVerifier(api, token, false);
    console.log(summary(run, `Standalone verifier, run ${n} of ${RUNS} against ${backend.origin}`));
    // A run that verified fewer than all of them (no pacts found, a filter) passes in the verifier's eyes, not here.
    if (!run.report.passed || run.report.verified !== http + messages) {
      failed = true;
      console.error(run.output);
      break;
    }
  }
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
