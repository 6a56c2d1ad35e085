// Supplies the reservation checkout's confirm from the orders port (confirm-reservation-order), at the edge.
import { fromPromise } from 'xstate';
import { reservationConfirmMachine } from './reservation-confirm.machine';
import type { OrdersPort } from '../orders/orders.port';

export const reservationConfirmMachineWith = (orders: Pick<OrdersPort, 'confirmOrder'>) =>
  reservationConfirmMachine.provide({
    actors: { confirm: fromPromise(({ input }: { input: string }) => orders.confirmOrder('reservations', input)) },
  });
