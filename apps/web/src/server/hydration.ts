// The router state the server hands to the browser: loader data as loaded (already decoded, so the
// browser does not fetch or decode it again) and route errors, a LoadError keeping its failure.
import type { HydrationState } from 'react-router';
import type { ApiError } from '@venue/core/shared/api-error';
import { LoadError } from '../routing/load';

type SentError = { readonly loadError: ApiError } | { readonly message: string };

export interface SentHydration {
  readonly loaderData: Record<string, unknown>;
  readonly errors: Record<string, SentError> | null;
}

/** The global the server's inline script sets. */
export const HYDRATION_GLOBAL = '__venueHydration';

export function sentHydration(loaderData: Record<string, unknown>, errors: Record<string, unknown> | null): SentHydration {
  const sent = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([id, error]): [string, SentError] => [
          id,
          error instanceof LoadError ? { loadError: error.failure } : { message: error instanceof Error ? error.message : String(error) },
        ]),
      )
    : null;
  return { loaderData, errors: sent };
}

export function receivedHydration(sent: SentHydration): HydrationState {
  const errors = sent.errors
    ? Object.fromEntries(
        Object.entries(sent.errors).map(([id, error]) => [
          id,
          'loadError' in error ? new LoadError(error.loadError) : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: sent.loaderData, errors };
}
