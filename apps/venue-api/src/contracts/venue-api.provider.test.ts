// Verifies the consumer pacts of contracts/ against the real server as Pact's standalone verifier
// does (the same Rust verifier, through pact-core): real HTTP, provider states through the server's own
// state-change URL, messages asked of its base path, a seeded in-memory database and the pinned test
// clock. The pact's placeholder bearer token is replaced by one this server issued.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnFreePort, type ServedApp } from '../testing/serve-on-free-port';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { verifierReport } from '../testing/verifier-report';

// PACT_DIR verifies a scratch pact written by the consumer tests with the same variable.
const contractsDir = process.env.PACT_DIR ?? fileURLToPath(new URL('../../../../contracts', import.meta.url));
const pactFiles = readdirSync(contractsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => `${contractsDir}/${file}`);
const interactionCount = pactFiles.reduce((n, file) => n + (JSON.parse(readFileSync(file, 'utf8')) as { interactions: unknown[] }).interactions.length, 0);

let api: TestApi;
let server: ServedApp;

beforeAll(async () => {
  // Without rate limits, as VENUE_CONTRACT_STATES=1 starts the server: the verifier's writes all come from one address.
  api = await startTestApi({ contractStates: true, rateLimits: false });
  server = await serveOnFreePort(api.app());
}, DB_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await api.db.close();
});

describe('venue-api honours the consumer contracts', () => {
  it('finds pact files to verify', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it(
    'verifies every interaction, the messages included',
    async () => {
      const token = await api.signIn();
      const verification = new Verifier({
        provider: 'venue-api',
        providerBaseUrl: `${server.origin}/venue-api`,
        pactUrls: pactFiles,
        providerStatesSetupUrl: `${server.origin}/venue-api/_pact/provider-states`,
        customProviderHeaders: { Authorization: `Bearer ${token}` },
        logLevel: 'warn',
      }).verify();
      // A failed verification rejects with the verifier's JSON report: its summary makes the error.
      const report = verifierReport(await verification.catch((error: unknown) => (error instanceof Error ? error.message : String(error))));
      expect(report.failures).toEqual([]);
      expect(report.verified).toBe(interactionCount);
    },
    5 * 60_000,
  );
});
