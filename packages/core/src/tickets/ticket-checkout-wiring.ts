// Supplies the ticket checkout's effects at the edge (the web app): the order flow over the orders
// port, the promoter check, storage, the phone rules, the router and, when given, the guest's device,
// read as each order is sent.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import { orderFlowWith, type OrderFlowDependencies } from '../orders/order-flow-wiring';
import type { TicketBookingPort } from '../orders/ticket-booking.port';
import type { PhonePort } from '../ports/phone.port';
import type { StoragePort } from '../ports/storage.port';
import { readDeviceWith, type GuestDevice } from '../shared/device';
import { ticketCheckoutMachine } from './ticket-checkout.machine';
import { clearTicketCart } from './ticket-storage';

export interface TicketCheckoutDependencies extends OrderFlowDependencies {
  readonly tickets: Pick<TicketBookingPort, 'validatePromoter'>;
  readonly storage: StoragePort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
  /** The guest's device as the browser tells it; without it the order says what the machine's input gave. */
  readonly device?: () => GuestDevice;
}

export const ticketCheckoutMachineWith = ({
  orders,
  reportDecodeError,
  tickets,
  storage,
  phone,
  navigate,
  device,
}: TicketCheckoutDependencies) =>
  ticketCheckoutMachine.provide({
    actors: {
      orderFlow: orderFlowWith({ orders, reportDecodeError }),
      validatePromoter: fromPromise(({ input }) => tickets.validatePromoter(input.promoterIGname, input.eventId)),
    },
    actions: {
      readPhone: readPhoneWith(phone),
      forgetCart: () => clearTicketCart(storage),
      navigate: (_, { to }) => navigate(to),
      ...readDeviceWith(device),
    },
  });
