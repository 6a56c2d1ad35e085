// Sign-in of the site as a service client, then the venue's general info (docs/product.md#sign-in-and-session).
// Storage: venueToken holds the app (service client) access token this machine obtains; token is
// the optional user token, which this machine never writes but clears with the venue.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import type { AppToken } from './app-token.schema';
import type { VenueGeneralInfo } from './venue-general-info.schema';

export interface SessionInput {
  /** The app token found in storage (venueToken), or null. */
  readonly storedToken: string | null;
  /** The venue the page already has (read by the server for the first page): not loaded again. */
  readonly loadedVenue?: VenueGeneralInfo | null;
}

export interface SessionContext {
  readonly token: string | null;
  readonly venue: VenueGeneralInfo | null;
  /** Why the last call failed; kept for the inspector and logs, never shown to the guest. */
  readonly failure: ApiError | null;
}

export type SessionEvent = { readonly type: 'session.retry' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    requestAppToken: fromPromise<Result<AppToken, ApiError>>(notProvided('session', 'actor requestAppToken')),
    loadGeneralInfo: fromPromise<Result<VenueGeneralInfo, ApiError>>(notProvided('session', 'actor loadGeneralInfo')),
  },
  actions: {
    saveToken: notProvided<(_: unknown, params: { readonly token: string }) => void>('session', 'action saveToken'),
    saveVenue: notProvided<(_: unknown, params: { readonly venue: VenueGeneralInfo }) => void>('session', 'action saveVenue'),
    clearSession: notProvided<(_: unknown) => void>('session', 'action clearSession'),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasVenue: ({ context }) => context.venue !== null,
    succeeded: (_, result: Result<unknown, ApiError>) => result.ok,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.storedToken !== null && input.storedToken.trim() !== '' ? input.storedToken : null,
    venue: input.loadedVenue ?? null,
    failure: null,
  }),
  initial: 'checkingStoredToken',
  states: {
    checkingStoredToken: {
      // With the venue already loaded there is nothing to fetch: the HTTP client signs in on its first call.
      always: [
        {
          guard: 'hasVenue',
          target: 'ready',
          actions: { type: 'saveVenue', params: ({ context }) => ({ venue: context.venue as VenueGeneralInfo }) },
        },
        { guard: 'hasToken', target: 'loadingVenue' },
        { target: 'requestingToken' },
      ],
    },
    requestingToken: {
      tags: ['busy'],
      invoke: {
        id: 'requestAppToken',
        src: 'requestAppToken',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'loadingVenue',
            actions: [
              assign({ token: ({ event }) => (event.output.ok ? event.output.value.access_token : null), failure: null }),
              { type: 'saveToken', params: ({ event }) => ({ token: event.output.ok ? event.output.value.access_token : '' }) },
            ],
          },
          {
            target: 'tokenUnavailable',
            actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }),
          },
        ],
      },
    },
    loadingVenue: {
      tags: ['busy'],
      invoke: {
        id: 'loadGeneralInfo',
        src: 'loadGeneralInfo',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign({ venue: ({ event }) => (event.output.ok ? event.output.value : null), failure: null }),
              { type: 'saveVenue', params: ({ context }) => ({ venue: context.venue as VenueGeneralInfo }) },
            ],
          },
          {
            // A failed general-info load clears token and venue, with no message.
            target: 'cleared',
            actions: [
              assign({ token: null, venue: null, failure: ({ event }) => (event.output.ok ? null : event.output.error) }),
              'clearSession',
            ],
          },
        ],
      },
    },
    ready: {},
    tokenUnavailable: {
      tags: ['error'],
      on: { 'session.retry': 'requestingToken' },
    },
    cleared: {
      on: { 'session.retry': 'requestingToken' },
    },
  },
});
