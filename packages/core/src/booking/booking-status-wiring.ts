// Supplies the booking status machine's effects from the bookings port, at the edge.
import { fromPromise } from 'xstate';
import { bookingStatusMachine, type PromoteInput } from './booking-status.machine';
import type { BookingsApi } from './bookings.port';

export const bookingStatusMachineWith = (bookings: Pick<BookingsApi, 'privateEvent' | 'promoteStatus'>) =>
  bookingStatusMachine.provide({
    actors: {
      promote: fromPromise(({ input }: { input: PromoteInput }) => bookings.promoteStatus(input.eventId, input.status)),
      load: fromPromise(({ input }: { input: string }) => bookings.privateEvent(input)),
    },
  });
