// The booking status machine (confirm on the checkout page, cancel on the cancel page), bound for the pages' components.
import { createActorContext } from '@xstate/react';
import { bookingStatusMachine } from '@venue/core/booking/booking-status.machine';

export const BookingStatusContext = createActorContext(bookingStatusMachine);
