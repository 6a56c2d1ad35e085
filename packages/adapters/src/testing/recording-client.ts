// A VenueHttpClient for adapter unit tests: records each call and answers from `reply`.
import type { Schema } from 'effect';
import { ok, type Result } from '@venue/core/shared/result';
import type { ApiError } from '@venue/core/shared/api-error';
import type { VenueHttpClient } from '../http/venue-http-client';

export interface RecordedCall {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly schema: Schema.Top;
  readonly body?: unknown;
}

export function recordingClient(reply: (call: RecordedCall) => Result<unknown, ApiError> = (call) => ok({ data: call.path })) {
  const calls: RecordedCall[] = [];
  const record = (call: RecordedCall) => {
    calls.push(call);
    return Promise.resolve(reply(call));
  };
  const client: VenueHttpClient = {
    get: (path, schema) => record({ method: 'GET', path, schema }),
    post: (path, body, schema) => record({ method: 'POST', path, schema, body }),
    put: (path, body, schema) => record({ method: 'PUT', path, schema, body }),
    postForm: () => Promise.reject(new Error('no multipart here')),
    signIn: () => Promise.reject(new Error('no sign-in here')),
  };
  return { client, calls };
}
