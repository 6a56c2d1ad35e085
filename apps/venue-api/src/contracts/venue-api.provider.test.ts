// Verifies the consumer pacts of contracts/ against the real server: real HTTP, a seeded in-memory
// database and the pinned test clock. A pact carries a placeholder bearer token, so each request
// gets a token this server issued instead.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnFreePort, type ServedApp } from '../testing/serve-on-free-port';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { messageProviders } from '../testing/message-providers';
import { providerStates } from '../testing/provider-states';

// PACT_DIR verifies a scratch pact written by the consumer tests with the same variable.
// The verifier's proxy is express; only the headers are touched here.
type ProxiedRequest = { headers: Record<string, string | string[] | undefined> };

const contractsDir = process.env.PACT_DIR ?? fileURLToPath(new URL('../../../../contracts', import.meta.url));
const pactFiles = readdirSync(contractsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => `${contractsDir}/${file}`);

let api: TestApi;
let server: ServedApp;

beforeAll(async () => {
  api = await startTestApi();
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
    'verifies every interaction',
    async () => {
      const token = await api.signIn();
      const output = await new Verifier({
        provider: 'venue-api',
        providerBaseUrl: `${server.origin}/venue-api`,
        pactUrls: pactFiles,
        logLevel: 'warn',
        stateHandlers: providerStates(api.context()),
        messageProviders: messageProviders(api.context()),
        requestFilter: (req: ProxiedRequest, _res: unknown, next: () => void) => {
          if (req.headers.authorization !== undefined) req.headers.authorization = `Bearer ${token}`;
          next();
        },
      }).verifyProvider();
      expect(output).toBeDefined();
    },
    5 * 60_000,
  );
});
