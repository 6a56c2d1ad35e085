// Changing a table reservation (docs/product.md#reservations-and-venue-booking): the night through core's
// booking choice (the same blocked-period and missing-choice checks as a new one), the special request,
// then one PUT reservation/{id} while busy. A refused change goes back to the form with everything typed
// kept and the venue's reason; a cancelled reservation cannot change.
import { assign, fromPromise, setup } from 'xstate';
import { reservationChoiceInput } from './reservation-choice-input';
import { bookingChoiceMachine, type BookingChoice, type BookingChoiceInput } from './booking-choice.machine';
import { parseDate } from '../dates/date-text';
import { parseTimeLabel } from '../dates/night-time';
import { formatTimeLabel } from '../dates/time-of-day';
import { type CalendarDate } from '../dates/calendar-date';
import type { Reservation, ReservationUpdate } from './reservation.schema';
import { reservationNight, specialRequestError } from './reservation-form';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';

export interface ReservationEditInput {
  readonly reservation: Reservation;
  readonly today: CalendarDate;
  readonly minGuestCount?: number;
  readonly bottlesTimes?: readonly string[];
}

export interface ReservationEditContext {
  readonly choiceInput: BookingChoiceInput;
  /** The reservation as the venue last answered it. */
  readonly saved: Reservation;
  /** The night as the guest last chose it; the form starts from it again after a failure. */
  readonly night: Partial<Omit<BookingChoice, 'kind'>>;
  readonly specialRequest: string;
  readonly fieldErrors: readonly FieldError<'specialRequest'>[];
  readonly update: ReservationUpdate | null;
  /** Why the last save failed; shown beside the kept form. */
  readonly failure: ApiError | null;
}

export type ReservationEditEvent = { readonly type: 'guest.editRequest'; readonly text: string } | { readonly type: 'guest.editAgain' };

export interface SaveInput {
  readonly reservationId: string;
  readonly update: ReservationUpdate;
}

/** The reservation's night as the choice reads it; a part the venue wrote unreadably is left for the guest to pick. */
export function nightOf(reservation: Reservation): Partial<Omit<BookingChoice, 'kind'>> {
  const date = parseDate(reservation.details.reservationDate);
  const time = parseTimeLabel(reservation.details.reservationTime);
  return {
    ...(date.ok ? { date: date.value } : {}),
    ...(time.ok ? { time: formatTimeLabel(time.value) } : {}),
    guests: reservation.details.noOfGuests,
  };
}

const isComplete = (night: ReservationEditContext['night']): night is Omit<BookingChoice, 'kind'> =>
  night.date !== undefined && night.time !== undefined && night.guests !== undefined;

export const reservationEditMachine = setup({
  types: {
    context: {} as ReservationEditContext,
    events: {} as ReservationEditEvent,
    input: {} as ReservationEditInput,
  },
  actors: {
    bookingChoice: bookingChoiceMachine,
    save: fromPromise<Result<Reservation, ApiError>, SaveInput>(notProvided('reservationEdit', 'actor save')),
  },
  guards: {
    isCancelled: ({ context }) => context.saved.status === 'Cancelled',
    hasUpdate: ({ context }) => context.update !== null,
  },
}).createMachine({
  id: 'reservationEdit',
  context: ({ input }) => ({
    choiceInput: reservationChoiceInput(input),
    saved: input.reservation,
    night: nightOf(input.reservation),
    specialRequest: input.reservation.details.specialRequest,
    fieldErrors: [],
    update: null,
    failure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isCancelled', target: 'cancelled' }, { target: 'editing' }],
    },
    editing: {
      invoke: {
        id: 'choice',
        src: 'bookingChoice',
        input: ({ context }) => {
          const { night } = context;
          if (!isComplete(night)) return context.choiceInput;
          return { ...context.choiceInput, initial: { date: night.date, time: night.time, guests: night.guests } };
        },
        onDone: { target: 'validating', actions: assign({ night: ({ event }) => event.output }) },
      },
      on: {
        'guest.editRequest': { actions: assign({ specialRequest: ({ event }) => event.text, fieldErrors: [] }) },
      },
    },
    validating: {
      entry: assign(({ context }) => {
        const error = specialRequestError(context.specialRequest);
        if (error !== null || !isComplete(context.night)) return { update: null, fieldErrors: error ? [error] : [] };
        return { update: reservationNight({ kind: 'reservation', ...context.night }, context.specialRequest), fieldErrors: [] };
      }),
      always: [{ guard: 'hasUpdate', target: 'saving' }, { target: 'editing' }],
    },
    // Busy: a double click or a second press sends nothing more.
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ reservationId: context.saved.orderId, update: context.update as ReservationUpdate }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'saved',
            actions: assign(({ event }) => (event.output.ok ? { saved: event.output.value, night: nightOf(event.output.value) } : {})),
          },
          // 409: the reservation was cancelled meanwhile; nothing can change it any more.
          {
            guard: ({ event }) => !event.output.ok && event.output.error._tag === 'HttpError' && event.output.error.status === 409,
            target: 'cancelled',
            actions: assign({ saved: ({ context }) => ({ ...context.saved, status: 'Cancelled' as const }) }),
          },
          { target: 'editing', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    saved: {
      on: { 'guest.editAgain': 'editing' },
    },
    cancelled: { type: 'final' },
  },
});
