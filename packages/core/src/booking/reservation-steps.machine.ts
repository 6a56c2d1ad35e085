// The table reservation page's steps (docs/product.md#reservations-and-venue-booking): the night (core's
// booking choice, blocked periods and the missing-choice warning included), then the venue's availability
// check, then the guest's details (the order flow, kind reservations). A refused or failed check goes back
// to the night with the choice kept; the guest may step back from the details to change the night.
import { assign, fromPromise, setup } from 'xstate';
import { reservationChoiceInput, type ReservationNightLimits } from './reservation-choice-input';
import { bookingChoiceMachine, type BookingChoice, type BookingChoiceInput } from './booking-choice.machine';
import type { ReservationUpdate } from './reservation.schema';
import { reservationNight } from './reservation-form';
import type { PriceCheck } from '../orders/order.schema';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';

/** The venue's today (the earliest date), its guest minimum and bottle times, and its blocks when the page read them. */
export type ReservationStepsInput = ReservationNightLimits;

export interface ReservationStepsContext {
  readonly choiceInput: BookingChoiceInput;
  /** The night last chosen; kept through a failed check and a step back. */
  readonly choice: BookingChoice | null;
  /** Why the last availability check failed; shown with the night. */
  readonly failure: ApiError | null;
}

export type ReservationStepsEvent = { readonly type: 'guest.changeChoice' } | { readonly type: 'guest.dismissFailure' };

export type AvailabilityQuery = Pick<ReservationUpdate, 'noOfGuests' | 'reservationDate' | 'reservationTime'>;

export const reservationStepsMachine = setup({
  types: {
    context: {} as ReservationStepsContext,
    events: {} as ReservationStepsEvent,
    input: {} as ReservationStepsInput,
  },
  actors: {
    bookingChoice: bookingChoiceMachine,
    checkAvailability: fromPromise<Result<PriceCheck, ApiError>, AvailabilityQuery>(
      notProvided('reservationSteps', 'actor checkAvailability'),
    ),
  },
}).createMachine({
  id: 'reservationSteps',
  context: ({ input }) => ({
    choiceInput: reservationChoiceInput(input),
    choice: null,
    failure: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      invoke: {
        id: 'choice',
        src: 'bookingChoice',
        input: ({ context }) => {
          if (context.choice === null) return context.choiceInput;
          const { date, time, guests } = context.choice;
          return { ...context.choiceInput, initial: { date, time, guests } };
        },
        onDone: { target: 'checking', actions: assign({ choice: ({ event }) => event.output, failure: null }) },
      },
      on: { 'guest.dismissFailure': { actions: assign({ failure: null }) } },
    },
    // Busy: the night is being checked; nothing the guest does starts a second check.
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'availability',
        src: 'checkAvailability',
        input: ({ context }) => {
          const { noOfGuests, reservationDate, reservationTime } = reservationNight(context.choice as BookingChoice);
          return { noOfGuests, reservationDate, reservationTime };
        },
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'details' },
          { target: 'choosing', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    details: {
      on: { 'guest.changeChoice': 'choosing' },
    },
  },
});
