// Supplies the booking choice machine's effect from its port, at the edge.
import { fromPromise } from 'xstate';
import { bookingChoiceMachine } from './booking-choice.machine';
import type { BlockedPeriodsPort, BookingKind } from './blocked-periods.port';

export const bookingChoiceMachineWith = (port: BlockedPeriodsPort) =>
  bookingChoiceMachine.provide({
    actors: { loadBlocks: fromPromise(({ input }: { input: BookingKind }) => port.loadBlocks(input)) },
  });
