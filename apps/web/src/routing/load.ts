// Route loaders read through the core ports; an expected failure becomes a thrown LoadError so
// the route's error panel (with its retry) shows instead of a blank page.
import type { ApiError } from '@venue/core/shared/api-error';
import type { Result } from '@venue/core/shared/result';

export class LoadError extends Error {
  constructor(readonly failure: ApiError) {
    super(failure.message);
    this.name = 'LoadError';
  }

  get notFound(): boolean {
    return this.failure._tag === 'HttpError' && this.failure.status === 404;
  }

  /** The venue's API could not be reached in time or failed on its side: the page comes back once it does. */
  get unavailable(): boolean {
    return this.failure._tag === 'NetworkError' || (this.failure._tag === 'HttpError' && this.failure.status >= 500);
  }
}

/** The value of a port's answer, or a LoadError for the route's error panel. */
export async function loaded<T>(answer: Promise<Result<T, ApiError>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new LoadError(result.error);
  return result.value;
}

/** The value, or null when the call failed: for parts of a page it can do without. */
export async function optional<T>(answer: Promise<Result<T, ApiError>>): Promise<T | null> {
  const result = await answer;
  return result.ok ? result.value : null;
}
