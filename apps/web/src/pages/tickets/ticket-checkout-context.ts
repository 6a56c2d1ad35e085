// The ticket checkout (core ticket-checkout.machine), bound for the checkout page's components.
import { createActorContext } from '@xstate/react';
import { ticketCheckoutMachine } from '@venue/core/tickets/ticket-checkout.machine';

export const TicketCheckoutContext = createActorContext(ticketCheckoutMachine);
