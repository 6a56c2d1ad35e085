// The tickets page's cart (core ticket-cart.machine), bound for its components.
import { createActorContext } from '@xstate/react';
import { ticketCartMachine } from '@venue/core/tickets/ticket-cart.machine';

export const TicketCartContext = createActorContext(ticketCartMachine);
