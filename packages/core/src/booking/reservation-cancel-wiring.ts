// Supplies the reservation cancel machine's effects from the bookings port, at the edge.
import { fromPromise } from 'xstate';
import type { BookingsApi } from './bookings.port';
import { reservationCancelMachine, type CancelCall } from './reservation-cancel.machine';

export const reservationCancelMachineWith = (bookings: Pick<BookingsApi, 'reservation' | 'cancelReservation'>) =>
  reservationCancelMachine.provide({
    actors: {
      cancel: fromPromise(({ input }: { input: CancelCall }) => bookings.cancelReservation(input.reservationId, input.key)),
      load: fromPromise(({ input }: { input: string }) => bookings.reservation(input)),
    },
  });
