// Confirming a new table reservation on its checkout page (docs/product.md#reservations-and-venue-booking):
// a reservation carries no price, so the checkout only confirms it (confirm-reservation-order), once while
// busy, then the shared confirmation page. A failure keeps the page and says why; pressing again retries. A
// reservation whose hold ran out meanwhile (409 hold_expired) ends in its own state: it can no longer be confirmed.
import { assign, fromPromise, setup } from 'xstate';
import type { OrderConfirmation } from '../orders/order.schema';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { reservationConfirmationHref } from './reservation-paths';
import { reservationRefusalOf } from './reservation-refusal';

export interface ReservationConfirmInput {
  readonly reservationId: string;
  /** The order secret the checkout's address carries, handed on to the confirmation for the table's code. */
  readonly orderSecret?: string | null;
}

export interface ReservationConfirmContext {
  readonly reservationId: string;
  readonly orderSecret: string | null;
  readonly failure: ApiError | null;
  /** The hold ran out before the confirm: nothing to go on to. */
  readonly released: boolean;
}

export type ReservationConfirmEvent = { readonly type: 'guest.confirm' };

export const reservationConfirmMachine = setup({
  types: {
    context: {} as ReservationConfirmContext,
    events: {} as ReservationConfirmEvent,
    input: {} as ReservationConfirmInput,
    output: {} as { readonly next: string | null },
  },
  actors: {
    confirm: fromPromise<Result<OrderConfirmation, ApiError>, string>(notProvided('reservationConfirm', 'actor confirm')),
  },
}).createMachine({
  id: 'reservationConfirm',
  context: ({ input }) => ({ reservationId: input.reservationId, orderSecret: input.orderSecret ?? null, failure: null, released: false }),
  initial: 'ready',
  output: ({ context }) => ({ next: context.released ? null : reservationConfirmationHref(context.reservationId, context.orderSecret) }),
  states: {
    ready: {
      on: { 'guest.confirm': 'confirming' },
    },
    // Busy: a double click confirms once.
    confirming: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => context.reservationId,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'confirmed' },
          {
            guard: ({ event }) => !event.output.ok && reservationRefusalOf(event.output.error) === 'released',
            target: 'released',
            actions: assign({ released: true }),
          },
          { target: 'ready', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    confirmed: { type: 'final' },
    released: { type: 'final' },
  },
});
