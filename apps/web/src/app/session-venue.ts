// The venue as the session machine knows it, for the shell and the pages. The machine and XState
// load after hydration (session-runner.ts), not with the first JavaScript; until the machine has
// the venue, readers fall back to the one the server loaded.
import { useSyncExternalStore } from 'react';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';

let current: VenueGeneralInfo | null = null;
const listeners = new Set<() => void>();

export function publishSessionVenue(venue: VenueGeneralInfo | null): void {
  if (venue === current) return;
  current = venue;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Null on the server and in the hydrating render, so both render the same page. */
export function useSessionVenue(): VenueGeneralInfo | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
