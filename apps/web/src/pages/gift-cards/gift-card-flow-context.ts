// The gift card order (core's order flow, kind gift-cards), bound for the page's components.
import { createActorContext } from '@xstate/react';
import { orderFlowMachine } from '@venue/core/orders/order-flow.machine';

export const GiftCardFlowContext = createActorContext(orderFlowMachine);
