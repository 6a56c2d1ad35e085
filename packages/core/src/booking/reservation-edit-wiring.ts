// Supplies the reservation edit's effects at the edge: the blocked periods for the night, and the
// BookingsApi's PUT reservation/{id}.
import { fromPromise } from 'xstate';
import type { BlockedPeriodsPort } from './blocked-periods.port';
import { bookingChoiceMachineWith } from './booking-choice-wiring';
import type { BookingsApi } from './bookings.port';
import { reservationEditMachine, type SaveInput } from './reservation-edit.machine';

export interface ReservationEditDependencies {
  readonly blocks: BlockedPeriodsPort;
  readonly bookings: Pick<BookingsApi, 'updateReservation'>;
}

export const reservationEditMachineWith = ({ blocks, bookings }: ReservationEditDependencies) =>
  reservationEditMachine.provide({
    actors: {
      bookingChoice: bookingChoiceMachineWith(blocks),
      save: fromPromise(({ input }: { input: SaveInput }) => bookings.updateReservation(input.reservationId, input.update)),
    },
  });
