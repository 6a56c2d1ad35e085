// Supplies the tickets page's effects at the edge: storage for the cart, the router.
import type { StoragePort } from '../ports/storage.port';
import { ticketCartMachine } from './ticket-cart.machine';
import { saveTicketCart } from './ticket-storage';

export interface TicketCartDependencies {
  readonly storage: StoragePort;
  readonly navigate: (href: string) => void;
}

export const ticketCartMachineWith = ({ storage, navigate }: TicketCartDependencies) =>
  ticketCartMachine.provide({
    actions: {
      keepCart: (_, { cart }) => saveTicketCart(storage, cart),
      navigate: (_, { to }) => navigate(to),
    },
  });
