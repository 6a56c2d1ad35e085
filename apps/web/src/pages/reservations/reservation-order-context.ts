// The new reservation's order (core's order flow, kind reservations), bound for the details form.
import { createActorContext } from '@xstate/react';
import { orderFlowMachine } from '@venue/core/orders/order-flow.machine';

export const ReservationOrderContext = createActorContext(orderFlowMachine);
