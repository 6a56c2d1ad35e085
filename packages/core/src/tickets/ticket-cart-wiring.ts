// Supplies the tickets page's effects at the edge: storage for the cart, the router.
import type { StoragePort } from '../ports/storage.port';
import type { TicketCartInput } from './ticket-cart.machine';
import { ticketCartMachine } from './ticket-cart.machine';
import { loadTicketCart, saveTicketCart } from './ticket-storage';

export interface TicketCartDependencies {
  readonly storage: StoragePort;
  readonly navigate: (href: string) => void;
}

export const ticketCartInputFrom = (storage: StoragePort, page: Omit<TicketCartInput, 'stored'>): TicketCartInput => ({
  ...page,
  stored: loadTicketCart(storage, page.eventId),
});

export const ticketCartMachineWith = ({ storage, navigate }: TicketCartDependencies) =>
  ticketCartMachine.provide({
    actions: {
      keepCart: (_, { cart }) => saveTicketCart(storage, cart),
      navigate: (_, { to }) => navigate(to),
    },
  });
