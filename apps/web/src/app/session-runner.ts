// Starts the session machine (docs/product.md#sign-in-and-session) once the page has hydrated, and
// publishes its venue. Loaded on demand so XState is not part of the first JavaScript.
import { createActor } from 'xstate';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { sessionInputFrom, sessionMachineWith } from '@venue/core/session/session-wiring';
import { configuredIpLookup, lookUpGuestIp } from './guest-ip';
import { inspectOptions } from './inspect';
import { session, storage } from './services';
import { publishSessionVenue } from './session-venue';

/** Starts the machine with the venue the page already has; returns the stop. */
export function startSession(loadedVenue: VenueGeneralInfo | null): () => void {
  const actor = createActor(sessionMachineWith({ session, storage }), {
    ...inspectOptions(),
    input: sessionInputFrom(storage, loadedVenue),
  });
  const subscription = actor.subscribe((snapshot) => publishSessionVenue(snapshot.context.venue));
  actor.start();
  // Once per visit, beside the session: forms that send `ip` read what it stored (docs/product.md#guest-ip).
  void lookUpGuestIp(storage, configuredIpLookup);
  return () => {
    subscription.unsubscribe();
    actor.stop();
  };
}
