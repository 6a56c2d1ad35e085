// The one place that talks HTTP to the venue: sign-in, bearer header, one refresh on 401,
// ref/PID on POSTs, idempotency keys, explicit timeouts, retries for idempotent GETs only,
// and a schema decode of every body.
import type { Schema } from 'effect';
import { ofetch, type FetchResponse } from 'ofetch';
import type { ApiError, ApiResult } from '@venue/core/shared/api-error';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { RouteQueryPort } from '@venue/core/ports/route-query.port';
import type { StoragePort } from '@venue/core/ports/storage.port';
import { withAttribution, withFormAttribution } from './post-attribution';
import { AppToken } from '@venue/core/session/app-token.schema';

export interface ClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly username: string;
  readonly password: string;
}

export interface VenueHttpConfig {
  /** Absolute (`http://host/venue-api/`) or same-origin (`/venue-api/`) base address. */
  readonly baseURL: string;
  readonly credentials: ClientCredentials;
  readonly storage: StoragePort;
  readonly routeQuery: RouteQueryPort;
  readonly timeoutMs?: number;
  /** Extra attempts for a GET that failed on the network or with a 5xx. */
  readonly getRetries?: number;
  /** Pause before the n-th retry, in ms; injectable so tests need not wait. */
  readonly retryDelayMs?: (attempt: number) => number;
  /** The fetch to send with; the platform's by default. */
  readonly fetch?: typeof fetch;
  /**
   * The language of the page the guest is on, sent as Accept-Language on every call: the venue keeps it with
   * what the guest orders and writes its mails and invoices in it (docs/architecture.md#languages).
   */
  readonly language?: string;
}

type Method = 'GET' | 'POST' | 'PUT';

interface CallOptions {
  readonly idempotencyKey?: string;
  readonly body?: unknown;
  /** A multipart body: ref/PID go in as text fields; the browser sets its boundary. */
  readonly form?: FormData;
}

export interface VenueHttpClient {
  get<S extends Schema.Top>(path: string, schema: S): ApiResult<S['Type']>;
  post<S extends Schema.Top>(path: string, body: unknown, schema: S, options?: { idempotencyKey?: string }): ApiResult<S['Type']>;
  put<S extends Schema.Top>(path: string, body: unknown, schema: S): ApiResult<S['Type']>;
  postForm<S extends Schema.Top>(path: string, form: FormData, schema: S): ApiResult<S['Type']>;
  /** Requests a fresh app token with the password grant and stores it as venueToken. */
  signIn(): ApiResult<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toApiError(error: unknown, response: FetchResponse<unknown> | undefined): ApiError {
  if (response) {
    const body = response._data;
    const message = readMessage(body) ?? `The venue answered ${response.status}.`;
    return { _tag: 'HttpError', status: response.status, message, body };
  }
  return { _tag: 'NetworkError', message: error instanceof Error ? error.message : 'The venue could not be reached.' };
}

function readMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return undefined;
}

export function createVenueHttpClient(config: VenueHttpConfig): VenueHttpClient {
  const timeout = config.timeoutMs ?? 10_000;
  const getRetries = config.getRetries ?? 2;
  const retryDelay = config.retryDelayMs ?? ((attempt) => 300 * 2 ** attempt);
  const http = ofetch.create(
    { baseURL: config.baseURL, timeout, retry: 0, ignoreResponseError: true },
    config.fetch ? { fetch: config.fetch } : {},
  );
  const decodeToken = decodeWith(AppToken, 'POST oauth/token');
  let signingIn: Promise<Result<string, ApiError>> | undefined;

  async function send(method: Method, path: string, options: CallOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (config.language) headers['accept-language'] = config.language;
    if (token) headers.authorization = `Bearer ${token}`;
    const userToken = config.storage.get('token');
    if (userToken) headers['x-user-token'] = userToken;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const body = options.form
      ? withFormAttribution(options.form, config.routeQuery)
      : method === 'GET'
        ? undefined
        : method === 'POST'
          ? withAttribution(options.body, config.routeQuery)
          : options.body;
    try {
      const response = await http.raw(path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: body as BodyInit | Record<string, unknown> }),
      });
      return response.ok ? ok(response._data as unknown) : err(toApiError(undefined, response));
    } catch (error) {
      return err(toApiError(error, undefined));
    }
  }

  function signIn(): Promise<Result<string, ApiError>> {
    // Concurrent calls that all met a 401 share one token request.
    signingIn ??= (async () => {
      const { clientId, clientSecret, username, password } = config.credentials;
      const body = { client_id: clientId, client_secret: clientSecret, username, password, grant_type: 'password' };
      const answer = await send('POST', 'oauth/token', { body }, null);
      if (!answer.ok) return answer;
      const decoded = decodeToken(answer.value);
      if (!decoded.ok) return decoded;
      config.storage.set('venueToken', decoded.value.access_token);
      return ok(decoded.value.access_token);
    })().finally(() => {
      signingIn = undefined;
    });
    return signingIn;
  }

  async function authorised(method: Method, path: string, options: CallOptions): Promise<Result<unknown, ApiError>> {
    let token = config.storage.get('venueToken');
    if (!token) {
      const signedIn = await signIn();
      if (!signedIn.ok) return signedIn;
      token = signedIn.value;
    }
    const first = await send(method, path, options, token);
    if (first.ok || first.error._tag !== 'HttpError' || first.error.status !== 401) return first;
    // One refresh and one retry, never a loop.
    config.storage.remove('venueToken');
    const refreshed = await signIn();
    if (!refreshed.ok) return refreshed;
    return send(method, path, options, refreshed.value);
  }

  async function withGetRetries(path: string): Promise<Result<unknown, ApiError>> {
    for (let attempt = 0; ; attempt++) {
      const result = await authorised('GET', path, {});
      const retryable =
        !result.ok && (result.error._tag === 'NetworkError' || (result.error._tag === 'HttpError' && result.error.status >= 500));
      if (!retryable || attempt >= getRetries) return result;
      await sleep(retryDelay(attempt));
    }
  }

  function decoded<S extends Schema.Top>(method: Method, path: string, schema: S) {
    const decode = decodeWith(schema, `${method} ${path}`);
    return (result: Result<unknown, ApiError>): Result<S['Type'], ApiError> => (result.ok ? decode(result.value) : result);
  }

  return {
    get: (path, schema) => withGetRetries(path).then(decoded('GET', path, schema)),
    post: (path, body, schema, options = {}) =>
      authorised('POST', path, { body, ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) }).then(
        decoded('POST', path, schema),
      ),
    put: (path, body, schema) => authorised('PUT', path, { body }).then(decoded('PUT', path, schema)),
    postForm: (path, form, schema) => authorised('POST', path, { form }).then(decoded('POST', path, schema)),
    signIn,
  };
}
