// The table reservation's steps (core's reservation steps machine), bound for the page's components.
import { createActorContext } from '@xstate/react';
import { reservationStepsMachine } from '@venue/core/booking/reservation-steps.machine';

export const ReservationStepsContext = createActorContext(reservationStepsMachine);
