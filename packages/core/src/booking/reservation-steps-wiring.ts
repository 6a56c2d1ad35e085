// Supplies the reservation steps' effects at the edge: the blocked periods for the night, and the order
// flow's check step (check-availability) for the venue's answer.
import { fromPromise } from 'xstate';
import type { BlockedPeriodsPort } from './blocked-periods.port';
import { bookingChoiceMachineWith } from './booking-choice-wiring';
import { reservationStepsMachine, type AvailabilityQuery } from './reservation-steps.machine';
import type { OrdersPort } from '../orders/orders.port';

export interface ReservationStepsDependencies {
  readonly blocks: BlockedPeriodsPort;
  readonly orders: Pick<OrdersPort, 'checkGroup'>;
}

export const reservationStepsMachineWith = ({ blocks, orders }: ReservationStepsDependencies) =>
  reservationStepsMachine.provide({
    actors: {
      bookingChoice: bookingChoiceMachineWith(blocks),
      checkAvailability: fromPromise(({ input }: { input: AvailabilityQuery }) => orders.checkGroup('reservations', input)),
    },
  });
