// Confirming or cancelling a private event the guest already asked for (docs/product.md#reservations-and-venue-booking):
// the booking as the route loader read it -> ready -> (cancel only: asking, an explicit second yes) -> working
// (busy: one call for a double click) -> done; or failed, with a retry. A refusal (409: paid or cancelled
// meanwhile, 404: gone) loads the booking again and shows the panel it now calls for; 409 night_taken (another
// private event was confirmed or paid for that night first) ends in its own panel.
import { assign, fromPromise, setup } from 'xstate';
import { failureKind } from '../orders/failure-kind';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { bookingRefusalOf } from './booking-refusal';
import type { PrivateEvent, PromoteStatusRequest } from './venue-booking.schema';

export type BookingAction = 'confirm' | 'cancel';

export interface BookingStatusInput {
  readonly eventId: string;
  readonly action: BookingAction;
  /** The booking as the route loader read it; null when the venue knows no such booking. */
  readonly booking: PrivateEvent | null;
}

export interface BookingStatusContext {
  readonly eventId: string;
  readonly action: BookingAction;
  readonly booking: PrivateEvent | null;
  readonly failure: ApiError | null;
}

export type BookingStatusEvent =
  | { readonly type: 'guest.request' }
  | { readonly type: 'guest.confirm' }
  | { readonly type: 'guest.keep' }
  | { readonly type: 'guest.retry' };

const targetStatus: Readonly<Record<BookingAction, PromoteStatusRequest['status']>> = { confirm: 'Confirmed', cancel: 'Cancelled' };

export interface PromoteInput {
  readonly eventId: string;
  readonly status: PromoteStatusRequest['status'];
}

const refused = (result: Result<unknown, ApiError>): boolean =>
  !result.ok && failureKind(result.error) === 'rejected' && result.error._tag === 'HttpError' && [404, 409].includes(result.error.status);

const nightTaken = (result: Result<unknown, ApiError>): boolean => !result.ok && bookingRefusalOf(result.error)._tag === 'NightTaken';

export const bookingStatusMachine = setup({
  types: {
    context: {} as BookingStatusContext,
    events: {} as BookingStatusEvent,
    input: {} as BookingStatusInput,
  },
  actors: {
    promote: fromPromise<Result<PrivateEvent, ApiError>, PromoteInput>(notProvided('bookingStatus', 'actor promote')),
    load: fromPromise<Result<PrivateEvent, ApiError>, string>(notProvided('bookingStatus', 'actor load')),
  },
  guards: {
    unknown: ({ context }) => context.booking === null,
    isCancelled: ({ context }) => context.booking?.status === 'Cancelled',
    isPaid: ({ context }) => context.booking?.status === 'Paid',
    alreadyDone: ({ context }) => context.action === 'confirm' && context.booking?.status === 'Confirmed',
    asksFirst: ({ context }) => context.action === 'cancel',
  },
}).createMachine({
  id: 'bookingStatus',
  context: ({ input }) => ({ eventId: input.eventId, action: input.action, booking: input.booking, failure: null }),
  initial: 'routing',
  states: {
    // Passed through at once: the state the booking as known now calls for.
    routing: {
      always: [
        { guard: 'unknown', target: 'unknown' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'alreadyDone', target: 'done' },
        { target: 'ready' },
      ],
    },
    ready: {
      on: {
        'guest.request': [{ guard: 'asksFirst', target: 'asking' }, { target: 'working' }],
      },
    },
    asking: {
      on: { 'guest.confirm': 'working', 'guest.keep': 'ready' },
    },
    // Busy: a second press meanwhile is ignored, so a double click sends one call.
    working: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'promote',
        input: ({ context }) => ({ eventId: context.eventId, status: targetStatus[context.action] }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({ booking: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { guard: ({ event }) => nightTaken(event.output), target: 'taken' },
          { guard: ({ event }) => refused(event.output), target: 'loading' },
          { target: 'failed', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.eventId,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'routing',
            actions: assign({ booking: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.error._tag === 'HttpError' && event.output.error.status === 404,
            target: 'unknown',
            actions: assign({ booking: null }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    failed: {
      tags: ['error'],
      on: { 'guest.retry': 'working' },
    },
    done: { type: 'final' },
    unknown: { type: 'final' },
    paid: { type: 'final' },
    cancelled: { type: 'final' },
    taken: { type: 'final' },
  },
});
