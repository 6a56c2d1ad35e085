// Confirming a new table reservation on its checkout page (docs/product.md#reservations-and-venue-booking):
// a reservation carries no price, so the checkout only confirms it (confirm-reservation-order), once while
// busy, then the shared confirmation page. A failure keeps the page and says why; pressing again retries.
import { assign, fromPromise, setup } from 'xstate';
import type { OrderConfirmation } from '../orders/order.schema';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { reservationConfirmationHref } from './reservation-paths';

export interface ReservationConfirmInput {
  readonly reservationId: string;
  /** The order secret the checkout's address carries, handed on to the confirmation for the table's code. */
  readonly orderSecret?: string | null;
}

export interface ReservationConfirmContext {
  readonly reservationId: string;
  readonly orderSecret: string | null;
  readonly failure: ApiError | null;
}

export type ReservationConfirmEvent = { readonly type: 'guest.confirm' };

export const reservationConfirmMachine = setup({
  types: {
    context: {} as ReservationConfirmContext,
    events: {} as ReservationConfirmEvent,
    input: {} as ReservationConfirmInput,
    output: {} as { readonly next: string },
  },
  actors: {
    confirm: fromPromise<Result<OrderConfirmation, ApiError>, string>(notProvided('reservationConfirm', 'actor confirm')),
  },
}).createMachine({
  id: 'reservationConfirm',
  context: ({ input }) => ({ reservationId: input.reservationId, orderSecret: input.orderSecret ?? null, failure: null }),
  initial: 'ready',
  output: ({ context }) => ({ next: reservationConfirmationHref(context.reservationId, context.orderSecret) }),
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
          { target: 'ready', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    confirmed: { type: 'final' },
  },
});
