// Every environment variable the backend reads, in one place (docs/backend.md lists them).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AiSettings } from '../chat/ai-completion';
import { DEFAULT_TOKEN_TTL_SECONDS, demoClient, type ClientCredentials } from './demo-client';

export type PricingVariant = 'online' | 'on-location';

export interface BackendConfig {
  readonly port: number;
  /** The `.data` folder; the database lives in `<dataDir>/pglite`. */
  readonly dataDir: string;
  readonly databaseDir: string;
  /** Uploaded files, `<dataDir>/uploads`. */
  readonly uploadsDir: string;
  /** A venue JSON file to seed from instead of the generated demo venue. */
  readonly seedFile: string | undefined;
  readonly pricing: PricingVariant;
  readonly client: ClientCredentials;
  readonly tokenTtlSeconds: number;
  /** Password of the staff page; VENUE_STAFF_PASSWORD, "demo-staff" by default. */
  readonly staffPassword: string;
  /** The chat's AI service; undefined (the built-in bot) unless VENUE_AI_BASE_URL, VENUE_AI_MODEL and VENUE_AI_API_KEY are all set. */
  readonly ai: AiSettings | undefined;
}

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The demo's staff password (docs/backend.md); set VENUE_STAFF_PASSWORD for anything public. */
export const DEFAULT_STAFF_PASSWORD = 'demo-staff';

type Env = Readonly<Record<string, string | undefined>>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  return value;
}

/** How long the chat waits for the AI before the built-in bot answers; VENUE_AI_TIMEOUT_MS. */
export const DEFAULT_AI_TIMEOUT_MS = 4_000;

function readAi(env: Env): AiSettings | undefined {
  const baseUrl = env.VENUE_AI_BASE_URL?.trim();
  const model = env.VENUE_AI_MODEL?.trim();
  const apiKey = env.VENUE_AI_API_KEY?.trim();
  if (!baseUrl || !model || !apiKey) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`VENUE_AI_BASE_URL must be an http(s) address, got "${baseUrl}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`VENUE_AI_BASE_URL must be an http(s) address, got "${baseUrl}".`);
  return { baseUrl, model, apiKey, timeoutMs: positiveInt(env, 'VENUE_AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS) };
}

export function readConfig(env: Env = process.env): BackendConfig {
  const dataDir = resolve(repoRoot, env.VENUE_DATA_DIR || '.data');
  const pricing = env.VENUE_PRICING || 'online';
  if (pricing !== 'online' && pricing !== 'on-location') {
    throw new Error(`VENUE_PRICING must be "online" or "on-location", got "${pricing}".`);
  }
  return {
    port: positiveInt(env, 'PORT', 8080),
    dataDir,
    databaseDir: join(dataDir, 'pglite'),
    uploadsDir: join(dataDir, 'uploads'),
    seedFile: env.VENUE_SEED ? resolve(process.cwd(), env.VENUE_SEED) : undefined,
    pricing,
    client: {
      clientId: env.VENUE_CLIENT_ID || demoClient.clientId,
      clientSecret: env.VENUE_CLIENT_SECRET || demoClient.clientSecret,
      username: env.VENUE_USERNAME || demoClient.username,
      password: env.VENUE_PASSWORD || demoClient.password,
    },
    tokenTtlSeconds: positiveInt(env, 'VENUE_TOKEN_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS),
    staffPassword: env.VENUE_STAFF_PASSWORD || DEFAULT_STAFF_PASSWORD,
    ai: readAi(env),
  };
}
