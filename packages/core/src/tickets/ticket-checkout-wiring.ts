// Supplies the ticket checkout's effects at the edge (the web app): the order flow over the orders
// port, the promoter check, storage, the phone rules and the router. The stored cart is read here.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import { orderFlowWith, type OrderFlowDependencies } from '../orders/order-flow-wiring';
import type { TicketBookingPort } from '../orders/ticket-booking.port';
import type { PhonePort } from '../ports/phone.port';
import type { StoragePort } from '../ports/storage.port';
import type { TicketCheckoutInput } from './ticket-checkout-setup';
import { ticketCheckoutMachine } from './ticket-checkout.machine';
import { clearTicketCart, loadTicketCart } from './ticket-storage';

export interface TicketCheckoutDependencies extends OrderFlowDependencies {
  readonly tickets: Pick<TicketBookingPort, 'validatePromoter'>;
  readonly storage: StoragePort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
}

export const ticketCheckoutInputFrom = (storage: StoragePort, page: Omit<TicketCheckoutInput, 'stored'>): TicketCheckoutInput => ({
  ...page,
  stored: loadTicketCart(storage, page.eventId),
});

export const ticketCheckoutMachineWith = ({ orders, reportDecodeError, tickets, storage, phone, navigate }: TicketCheckoutDependencies) =>
  ticketCheckoutMachine.provide({
    actors: {
      orderFlow: orderFlowWith({ orders, reportDecodeError }),
      validatePromoter: fromPromise(({ input }) => tickets.validatePromoter(input.promoterIGname, input.eventId)),
    },
    actions: {
      readPhone: readPhoneWith(phone),
      forgetCart: () => clearTicketCart(storage),
      navigate: (_, { to }) => navigate(to),
    },
  });
