import type { ApiError } from '@venue/core/shared/api-error';
import { ok, type Result } from '@venue/core/shared/result';

/** Unwraps the `{ data }` of a decoded success body (docs/api-conventions.md). */
export const dataOf = <T>(result: Result<{ readonly data: T }, ApiError>): Result<T, ApiError> =>
  result.ok ? ok(result.value.data) : result;

/** For calls whose success body the port does not use: any decoded 200 is success. */
export const done = (result: Result<unknown, ApiError>): Result<void, ApiError> => (result.ok ? ok(undefined) : result);
