// The reservation cancel machine, bound for the cancel page's components.
import { createActorContext } from '@xstate/react';
import { reservationCancelMachine } from '@venue/core/booking/reservation-cancel.machine';

export const ReservationCancelContext = createActorContext(reservationCancelMachine);
