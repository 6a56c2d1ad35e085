// The `--api <url>` mode: the flow's calls go to a live venue API through the real HTTP adapters,
// and every answer is kept in the responses-file format, so a live run can become a recording.
import { Schema } from 'effect';
import { createVenueHttpClient, type ClientCredentials, type VenueHttpClient } from '@venue/adapters/http/venue-http-client';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import type { ApiError } from '@venue/core/shared/api-error';
import type { Result } from '@venue/core/shared/result';
import type { PortSchemas, RecordedPorts } from './recorded-ports';
import type { RecordedCall } from './replay-format';

type PortMethods = Readonly<Record<string, (...args: never[]) => Promise<Result<unknown, ApiError>>>>;
export type LivePorts = Readonly<Record<string, PortMethods>>;

/** The demo client's credentials unless the VENUE_CLIENT_* variables say otherwise (docs/backend.md). */
export function credentialsFromEnv(env: Readonly<Record<string, string | undefined>>): ClientCredentials {
  return {
    clientId: env['VENUE_CLIENT_ID'] || 'venue-web',
    clientSecret: env['VENUE_CLIENT_SECRET'] || 'demo-secret',
    username: env['VENUE_USERNAME'] || 'website',
    password: env['VENUE_PASSWORD'] || 'demo-password',
  };
}

/** `send`: the fetch to use, the platform's by default (the API bench passes a lighter one). */
export function liveClient(apiUrl: string, credentials: ClientCredentials, send?: typeof fetch): VenueHttpClient {
  return createVenueHttpClient({
    baseURL: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    credentials,
    storage: memoryStorage(),
    routeQuery: { current: () => ({}) },
    ...(send ? { fetch: send } : {}),
  });
}

/**
 * Wraps the real ports so each call is recorded. An ok value is stored encoded with the flow's schema,
 * the form a responses file holds (amounts in major units), so replaying the recording decodes it back.
 */
export function recordingLivePorts(schemas: PortSchemas, live: LivePorts): RecordedPorts & { readonly calls: readonly RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const ports = Object.fromEntries(
    Object.entries(schemas).map(([port, methods]) => [
      port,
      Object.fromEntries(
        Object.entries(methods).map(([method, schema]) => {
          const real = live[port]?.[method];
          if (real === undefined) throw new Error(`The live adapters have no ${port}.${method}.`);
          const encode = schema === null ? (value: unknown) => value : Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>);
          const call = async (...args: unknown[]): Promise<Result<unknown, ApiError>> => {
            const pending = (real as (...a: unknown[]) => Promise<Result<unknown, ApiError>>)(...args);
            inFlight.add(pending);
            try {
              const result = await pending;
              calls.push({ port, method, args, result: result.ok ? { ok: true, value: encode(result.value) } : result });
              return result;
            } finally {
              inFlight.delete(pending);
            }
          };
          return [method, call];
        }),
      ),
    ]),
  );
  const idle = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return { ports, unused: () => [], calls, idle };
}
