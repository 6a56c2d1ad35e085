// Supplies the session machine's effects from its ports, at the edge (the web app, the replay CLI).
import { fromPromise } from 'xstate';
import type { StoragePort } from '../ports/storage.port';
import type { SessionInput } from './session.machine';
import { sessionMachine } from './session.machine';
import type { SessionPort } from './session.port';
import type { VenueGeneralInfo } from './venue-general-info.schema';

export interface SessionDependencies {
  readonly session: SessionPort;
  readonly storage: StoragePort;
}

export const sessionInputFrom = (storage: StoragePort, loadedVenue: VenueGeneralInfo | null = null): SessionInput => ({
  storedToken: storage.get('venueToken'),
  loadedVenue,
});

export const sessionMachineWith = ({ session, storage }: SessionDependencies) =>
  sessionMachine.provide({
    actors: {
      requestAppToken: fromPromise(() => session.requestAppToken()),
      loadGeneralInfo: fromPromise(() => session.loadGeneralInfo()),
    },
    actions: {
      saveToken: (_, { token }) => storage.set('venueToken', token),
      saveVenue: (_, { venue }) => storage.set('venueGeneralInfo', JSON.stringify(venue)),
      clearSession: () => {
        storage.remove('venueToken');
        storage.remove('token');
        storage.remove('venueGeneralInfo');
      },
    },
  });
