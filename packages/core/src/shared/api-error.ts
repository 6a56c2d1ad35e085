import type { DecodeError } from './decode';
import type { Result } from './result';

/** The request never got an answer (offline, timeout, connection reset). Safe to retry. */
export interface NetworkError {
  readonly _tag: 'NetworkError';
  readonly message: string;
}

/** The venue answered with a non-2xx status; `body` is whatever it sent, undecoded. */
export interface HttpError {
  readonly _tag: 'HttpError';
  readonly status: number;
  readonly message: string;
  readonly body?: unknown;
}

/** Every expected failure of a call to the venue backend. */
export type ApiError = NetworkError | HttpError | DecodeError;

/** What every port method that talks to the venue returns. */
export type ApiResult<T> = Promise<Result<T, ApiError>>;
