// Pact's standalone verifier (the Rust `pact verifier` of @pact-foundation/pact-cli) against a running
// venue API, run as the venue's backend team runs it in CI (docs/contracts.md#verify-a-running-server):
// every pact in contracts/, provider states through the server's state-change URL, messages asked of
// its base path, the site's token from its oauth/token in place of the pacts' placeholder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientCredentials } from '../../apps/venue-api/src/config/demo-client';
import { verifierReport, type VerifierReport } from '../../apps/venue-api/src/testing/verifier-report';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const contractsDir = join(repoRoot, 'contracts');
const PROVIDER = 'venue-api';

/** Where the API answers: `http://127.0.0.1:8080` means its base path /venue-api, as the embedded backend serves it. */
export interface RunningApi {
  readonly url: URL;
  readonly basePath: string;
}

export function runningApi(address: string): RunningApi {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`Expected the server's address, such as http://127.0.0.1:8080, got "${address}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Expected an http(s) address, got "${address}".`);
  const path = url.pathname.replace(/\/+$/, '');
  return { url, basePath: path === '' ? '/venue-api' : path };
}

const apiUrl = (api: RunningApi, path: string) => `${api.url.origin}${api.basePath}/${path}`;

/** The site's app token, signed in as the site signs in (docs/api-conventions.md). */
export async function signIn(api: RunningApi, credentials: ClientCredentials): Promise<string> {
  const tokenUrl = apiUrl(api, 'oauth/token');
  const answer = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      username: credentials.username,
      password: credentials.password,
      grant_type: 'password',
    }),
  }).catch((error: unknown) => {
    throw new Error(`Could not reach ${tokenUrl}: ${error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)}`);
  });
  const body = (await answer.json().catch(() => ({}))) as { access_token?: unknown };
  if (!answer.ok || typeof body.access_token !== 'string') throw new Error(`Signing in at ${tokenUrl} answered ${answer.status}.`);
  return body.access_token;
}

/** The verifier's arguments: the command of docs/contracts.md, with the report written to `reportFile`. */
export function verifierArgs(api: RunningApi, token: string, reportFile: string): string[] {
  const port = api.url.port || (api.url.protocol === 'https:' ? '443' : '80');
  return [
    'verifier',
    '--dir',
    contractsDir,
    '--provider-name',
    PROVIDER,
    '--transport',
    api.url.protocol.replace(':', ''),
    '--hostname',
    api.url.hostname,
    '--port',
    port,
    '--base-path',
    api.basePath,
    '--state-change-url',
    apiUrl(api, '_pact/provider-states'),
    '--header',
    `Authorization=Bearer ${token}`,
    '--json',
    reportFile,
  ];
}

/** Interactions of the pacts in contracts/ for this provider: what a full run verifies. */
export function contractInteractions(): { readonly http: number; readonly messages: number } {
  const interactions = readdirSync(contractsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(contractsDir, file), 'utf8')) as { provider: { name: string }; interactions: { type?: string }[] })
    .filter((pact) => pact.provider.name === PROVIDER)
    .flatMap((pact) => pact.interactions);
  const messages = interactions.filter((i) => i.type === 'Asynchronous/Messages').length;
  return { http: interactions.length - messages, messages };
}

export interface VerifierRun {
  readonly report: VerifierReport;
  readonly output: string;
  readonly seconds: number;
}

/**
 * Runs the verifier once; `echo` streams its output as it runs, else it is kept for the caller.
 * PACT_DO_NOT_TRACK: the verifier would otherwise report usage to Pact's servers.
 */
export async function runVerifier(api: RunningApi, token: string, echo: boolean): Promise<VerifierRun> {
  const dir = mkdtempSync(join(tmpdir(), 'venue-verifier-'));
  const reportFile = join(dir, 'report.json');
  const started = Date.now();
  try {
    const child = spawn(join(repoRoot, 'node_modules/.bin/pact'), verifierArgs(api, token, reportFile), {
      cwd: repoRoot,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
      stdio: ['ignore', echo ? 'inherit' : 'pipe', echo ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', () => resolve());
    });
    const report = verifierReport(readFileSync(reportFile, 'utf8'));
    return { report, output, seconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per run: how many interactions passed, of how many, and the failures with their reasons. */
export function summary(run: VerifierRun, label: string): string {
  const { http, messages } = contractInteractions();
  const lines = [
    `${label}: ${run.report.verified} of ${http + messages} interactions verified (${http} HTTP, ${messages} messages), ${run.report.failures.length} failed, in ${run.seconds.toFixed(1)} s`,
  ];
  for (const failure of run.report.failures) lines.push(`  failed: ${failure.interaction}\n    ${failure.problem}`);
  return lines.join('\n');
}
