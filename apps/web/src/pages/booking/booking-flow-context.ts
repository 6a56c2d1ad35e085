// The booking page's two core machines, bound for its components: the night (booking choice, kind
// venue-booking: date, start time, guests, blocked periods) and the order flow (kind bookings).
import { createActorContext } from '@xstate/react';
import { bookingChoiceMachine } from '@venue/core/booking/booking-choice.machine';
import { orderFlowMachine } from '@venue/core/orders/order-flow.machine';

export const NightChoiceContext = createActorContext(bookingChoiceMachine);
export const BookingFlowContext = createActorContext(orderFlowMachine);
