// Cancelling a table reservation from its confirmation or its mail (docs/product.md#reservations-and-venue-booking),
// as booking-status.machine.ts cancels a venue booking: the reservation as the route loader read it -> ready ->
// asking (an explicit second yes) -> working (busy: one call for a double click) -> done; or failed, with a retry.
// A refusal re-reads the reservation and shows the panel it now calls for, except the venue's own answers that
// end here: past the cut-off (too late: call the venue) and a key that is not this reservation's.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import type { ReservationCancelKey } from './reservation-cancel-key';
import { reservationRefusalOf } from './reservation-refusal';
import type { Reservation } from './reservation.schema';

export interface ReservationCancelInput {
  readonly reservationId: string;
  /** The reservation as the route loader read it; null when the venue knows no such reservation. */
  readonly reservation: Reservation | null;
  /** The guest's key from the page's address; null when it carries none. */
  readonly key: ReservationCancelKey | null;
  /** Whether the venue's cut-off had passed when the loader read the reservation (reservation-cancel-rule.ts). */
  readonly tooLate: boolean;
}

export interface ReservationCancelContext extends Omit<ReservationCancelInput, 'tooLate'> {
  readonly pastCutOff: boolean;
  readonly failure: ApiError | null;
}

export type ReservationCancelEvent =
  | { readonly type: 'guest.request' }
  | { readonly type: 'guest.confirm' }
  | { readonly type: 'guest.keep' }
  | { readonly type: 'guest.retry' };

export interface CancelCall {
  readonly reservationId: string;
  readonly key: ReservationCancelKey;
}

const rejected = (result: Result<unknown, ApiError>): boolean =>
  !result.ok && result.error._tag === 'HttpError' && [403, 404, 409].includes(result.error.status);
const refusalIs = (result: Result<unknown, ApiError>, refusal: ReturnType<typeof reservationRefusalOf>): boolean =>
  !result.ok && reservationRefusalOf(result.error) === refusal;
const failureOf = (result: Result<unknown, ApiError>): ApiError | null => (result.ok ? null : result.error);

export const reservationCancelMachine = setup({
  types: {
    context: {} as ReservationCancelContext,
    events: {} as ReservationCancelEvent,
    input: {} as ReservationCancelInput,
  },
  actors: {
    cancel: fromPromise<Result<Reservation, ApiError>, CancelCall>(notProvided('reservationCancel', 'actor cancel')),
    load: fromPromise<Result<Reservation, ApiError>, string>(notProvided('reservationCancel', 'actor load')),
  },
  guards: {
    unknown: ({ context }) => context.reservation === null,
    isCancelled: ({ context }) => context.reservation?.status === 'Cancelled',
    isPaid: ({ context }) => context.reservation?.status === 'Paid',
    noKey: ({ context }) => context.key === null,
    pastCutOff: ({ context }) => context.pastCutOff && context.reservation?.status === 'Confirmed',
  },
}).createMachine({
  id: 'reservationCancel',
  context: ({ input }) => ({
    reservationId: input.reservationId,
    reservation: input.reservation,
    key: input.key,
    pastCutOff: input.tooLate,
    failure: null,
  }),
  initial: 'routing',
  states: {
    // Passed through at once: the state the reservation as known now calls for.
    routing: {
      always: [
        { guard: 'unknown', target: 'unknown' },
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'noKey', target: 'noKey' },
        { guard: 'pastCutOff', target: 'tooLate' },
        { target: 'ready' },
      ],
    },
    ready: {
      on: { 'guest.request': 'asking' },
    },
    asking: {
      on: { 'guest.confirm': 'working', 'guest.keep': 'ready' },
    },
    // Busy: a second press meanwhile is ignored, so a double click sends one call.
    working: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'cancel',
        // The key is never null here: routing sends a page without one to noKey.
        input: ({ context }) => ({ reservationId: context.reservationId, key: context.key ?? { secret: '' } }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({ reservation: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { guard: ({ event }) => refusalIs(event.output, 'tooLate'), target: 'tooLate' },
          { guard: ({ event }) => refusalIs(event.output, 'forbidden'), target: 'forbidden' },
          { guard: ({ event }) => rejected(event.output), target: 'loading' },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.reservationId,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'routing',
            actions: assign({ reservation: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.error._tag === 'HttpError' && event.output.error.status === 404,
            target: 'unknown',
            actions: assign({ reservation: null }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
        ],
      },
    },
    failed: {
      tags: ['error'],
      on: { 'guest.retry': 'working' },
    },
    done: { type: 'final' },
    unknown: { type: 'final' },
    cancelled: { type: 'final' },
    paid: { type: 'final' },
    noKey: { type: 'final' },
    forbidden: { type: 'final' },
    tooLate: { type: 'final' },
  },
});
